export * from './rule-catalogue';
export * from './rule-schemas';
export * from './rule-calls';
export * from './rules-module';
