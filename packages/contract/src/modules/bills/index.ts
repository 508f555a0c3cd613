export * from './bill-schemas';
export * from './bill-calls';
export * from './rate-plan-calls';
export * from './bills-module';
