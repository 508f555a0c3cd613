export * from './imei';
export * from './security-schemas';
export * from './binding-calls';
export * from './separation-calls';
export * from './security-module';
export * from './binding-import-calls';
