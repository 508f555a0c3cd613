export * from './operator-schemas';
export * from './operator-calls';
