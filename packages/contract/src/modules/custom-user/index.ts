export * from './custom-user-schemas';
export * from './custom-user-calls';
export * from './custom-user-module';
