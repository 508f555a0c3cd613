export * from './complaints/complaint-calls';
export * from './complaints/complaint-schemas';
export * from './diagnosis/diagnosis-calls';
export * from './diagnosis/diagnosis-schemas';
export * from './diagnosis/stop-reasons';
export * from './session-reset/session-reset-calls';
export * from './enhanced-network-module';
