export * from './organization-test-support';
