export * from './list/sim-card-calls';
export * from './detail/card-detail-calls';
export * from './change/card-change-calls';
export * from './export/card-export-calls';
export * from './import/card-import-calls';
export * from './sync/card-sync-calls';
export * from './usage/card-usage-calls';
export * from './sim-cards-module';
