export * from './envelope';
export * from './status';
export * from './lookup-page';
