export * from './envelope';
export * from './status';
