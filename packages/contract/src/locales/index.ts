export * from './locale-codes';
export * from './locale-texts';
export * from './namespaces';
