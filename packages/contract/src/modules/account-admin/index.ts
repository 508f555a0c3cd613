export * from './account-admin-schemas';
export * from './account-admin-calls';
export * from './dealer-calls';
export * from './account-admin-module';
