export * from './carrier-account-calls';
