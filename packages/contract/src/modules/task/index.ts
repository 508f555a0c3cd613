export * from './task-calls';
