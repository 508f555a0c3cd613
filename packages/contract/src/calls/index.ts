export * from './define-call';
export * from './shared-schemas';
export * from './operator-schemas';
export * from './operator-calls';
export * from './system-calls';
export * from './task-calls';
export * from './registry';
