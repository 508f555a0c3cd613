export * from './actions';
export * from './access';
