export * from './list/sim-card-calls';
export * from './detail/card-detail-calls';
export * from './change/card-change-calls';
export * from './import/card-import-calls';
export * from './usage/card-usage-calls';
