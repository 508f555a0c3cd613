export * from './system-calls';
export * from './system-module';
