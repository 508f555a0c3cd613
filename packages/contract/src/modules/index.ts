// The modules that existed before modules had subpaths, re-exported so imports from the package root and from
// '@simdesk/contract/calls' keep working. A new module is imported by its subpath
// ('@simdesk/contract/modules/<name>') and is not added here.
export * from './operator';
export * from './account-admin';
export * from './organization';
export * from './company';
export * from './system';
export * from './task';
export * from './message';
export * from './home';
export * from './carrier-account';
export * from './sim-cards';
export * from './contract-module';
export * from './contract-modules';
export * from './module-calls';
