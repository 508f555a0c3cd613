export * from './task-calls';
export * from './task-module';
