export * from './carrier-account-calls';
export * from './carrier-account-module';
