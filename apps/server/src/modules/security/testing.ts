// What tests reach of the security module: its tables, and a sync batch's sightings recorded as the sync does.
export * from './security-schema';
export { recordSightings } from './separation-detection';
