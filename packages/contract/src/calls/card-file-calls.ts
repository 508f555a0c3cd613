/** SIM card files: export, batch templates, import and carrier card sync. */
export {};
