export * from './data-pool-calls';
export * from './data-pool-schemas';
export * from './data-pool-forecast';
export * from './data-pools-module';
