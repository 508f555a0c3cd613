// What tests and the bulk seed reach of the SIM card module: its tables, demo card facts and test helpers.
export * from './schema/cards-schema';
export * from './schema/card-changes-schema';
export * from './schema/usage-schema';
export * from './demo/demo-card-facts';
export * from './change/card-change-test-support';
export * from './detail/card-detail-test-support';
export * from './export/card-export-test-support';
export * from './import/card-import-test-support';
export * from './list/sim-card-test-support';
export * from './usage/usage-test-support';
