import { defineCodeTable, type CodeOf } from './code-table';

/** What a pool shares among its member cards. */
export const dataPoolGroupType = defineCodeTable('dataPoolGroupType', {
  data: 1,
  voice: 2,
  sms: 3,
});
export type DataPoolGroupTypeCode = CodeOf<typeof dataPoolGroupType>;

/** Status of a data pool group; codes follow card status (spec §4). */
export const dataPoolGroupStatus = defineCodeTable('dataPoolGroupStatus', {
  valid: 2,
  preCancelled: 8,
  cancelled: 9,
});
export type DataPoolGroupStatusCode = CodeOf<typeof dataPoolGroupStatus>;

/** Status of a card's membership in a pool (spec §4). */
export const memberStatus = defineCodeTable('memberStatus', {
  inactive: 1,
  active: 2,
  paused: 4,
  expired: 9,
});
export type MemberStatusCode = CodeOf<typeof memberStatus>;
