// What tests reach of the enhanced-network module: its tables.
export * from './complaints/complaint-schema';
