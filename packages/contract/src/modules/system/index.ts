export * from './dictionary-calls';
export * from './operation-log-calls';
export * from './system-module';
