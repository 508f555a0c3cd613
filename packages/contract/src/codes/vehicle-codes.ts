import { defineCodeTable, type CodeOf } from './code-table';

/** Vehicle lifecycle status (spec §4); 7 appears in one table only and covers anything else. */
export const vehicleStatus = defineCodeTable('vehicleStatus', {
  production: 1,
  testing: 2,
  forSale: 3,
  sold: 4,
  transferred: 5,
  scrapped: 6,
  other: 7,
});
export type VehicleStatusCode = CodeOf<typeof vehicleStatus>;
