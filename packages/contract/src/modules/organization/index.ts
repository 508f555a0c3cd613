export * from './organization-calls';
export * from './role-calls';
