import { defineCodeTable, type CodeOf } from './code-table';

/** Status of an eSIM profile written over the air (spec §4), in lifecycle order. */
export const overTheAirProfileStatus = defineCodeTable('overTheAirProfileStatus', {
  unused: 1,
  allocated: 2,
  downloaded: 3,
  installed: 4,
  activated: 5,
  deactivated: 6,
  deleted: 7,
  bound: 8,
  orderConfirmed: 9,
  downloadable: 10,
  unavailable: 11,
});
export type OverTheAirProfileStatusCode = CodeOf<typeof overTheAirProfileStatus>;
