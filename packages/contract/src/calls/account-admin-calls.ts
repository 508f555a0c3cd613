/** System administration of operators, app credentials and dealers (sys/userManage, sys/dealer). */
export {};
