export * from './settings-schemas';
export * from './settings-calls';
export * from './company-manage-calls';
export * from './company-module';
