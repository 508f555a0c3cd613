export * from './operator-schemas';
export * from './operator-calls';
export * from './operator-module';
