export * from './define-call';
export * from './shared-schemas';
export * from './registry';
export * from '../modules';
