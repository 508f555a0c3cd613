export * from './define-call';
export * from './declare-calls';
export * from './record-calls';
export * from './shared-schemas';
export * from './registry';
export * from '../modules';
