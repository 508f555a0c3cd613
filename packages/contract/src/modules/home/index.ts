export * from './lifecycle-shortcuts';
export * from './lifecycle-defaults';
export * from './lifecycle-settings';
export * from './quick-search';
export * from './home-calls';
export * from './home-module';
