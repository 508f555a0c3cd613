// What tests reach of the enhanced-network module: its tables.
export * from './complaints/complaint-schema';
export * from './ip-certification/destination-schema';
export * from './remote-control/remote-control-schema';
