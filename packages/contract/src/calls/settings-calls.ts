/** Enterprise settings and company management (sys/accountSetting, company/…). */
export {};
