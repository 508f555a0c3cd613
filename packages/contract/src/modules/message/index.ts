export * from './message-calls';
export * from './message-module';
