/** Roles, the org tree and dictionary maintenance (sys/roleManage, sys/orgManage, sys/dictionary). */
export {};
