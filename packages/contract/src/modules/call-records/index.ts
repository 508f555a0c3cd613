export * from './call-record-schemas';
export * from './call-record-calls';
export * from './call-records-module';
