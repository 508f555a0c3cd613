export * from './vehicle-schemas';
export * from './vehicle-calls';
export * from './vehicle-change-calls';
export * from './vehicle-import-calls';
export * from './vehicles-module';
