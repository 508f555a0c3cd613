export { writeCardImportSettings } from './card-import-settings-routes';
export * from './company-test-support';
export * from './push-test-receiver';
