export * from './system-calls';
