export * from './envelope';
export * from './access';
export * from './pages';
export * from './codes';
export * from './rules';
export * from './calls';
export * from './locales';
