export * from './organization-calls';
export * from './role-calls';
export * from './organization-module';
