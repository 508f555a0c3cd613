export * from './complaints/complaint-calls';
export * from './complaints/complaint-schemas';
export * from './enhanced-network-module';
