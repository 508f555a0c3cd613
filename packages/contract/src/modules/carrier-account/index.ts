export * from './carrier-account-schemas';
export * from './carrier-account-calls';
export * from './carrier-account-module';
