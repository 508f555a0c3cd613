// What tests reach of the enhanced-network module: its tables, and a card diagnosed as the page asks for it.
export * from './complaints/complaint-schema';
export { checkOf, diagnose } from './diagnosis/diagnosis-test-support';
export * from './ip-certification/destination-schema';
export * from './remote-control/remote-control-schema';
