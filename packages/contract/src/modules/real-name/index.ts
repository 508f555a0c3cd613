export * from './registration-schemas';
export * from './registration-calls';
export * from './enterprise-batch-schemas';
export * from './enterprise-batch-calls';
export * from './real-name-module';
