export * from './types';
export * from './product-map';
export * from './registry';
export * from './lookup';
export * from './navigation';
export * from './page-code-tree';
