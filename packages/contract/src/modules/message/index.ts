export * from './message-calls';
