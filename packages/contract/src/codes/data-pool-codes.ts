import { defineCodeTables, type CodeOf } from './code-table';

/** Data pools and their member cards. */
export const dataPoolCodeTables = defineCodeTables({
  /** What a pool shares among its member cards. */
  dataPoolGroupType: {
    data: 1,
    voice: 2,
    sms: 3,
  },
  /** Status of a data pool group; codes follow card status (spec §4). */
  dataPoolGroupStatus: {
    valid: 2,
    preCancelled: 8,
    cancelled: 9,
  },
  /** Status of a card's membership in a pool (spec §4). */
  memberStatus: {
    inactive: 1,
    active: 2,
    paused: 4,
    expired: 9,
  },
});

export const { dataPoolGroupType, dataPoolGroupStatus, memberStatus } = dataPoolCodeTables;
export type DataPoolGroupTypeCode = CodeOf<typeof dataPoolGroupType>;
export type DataPoolGroupStatusCode = CodeOf<typeof dataPoolGroupStatus>;
export type MemberStatusCode = CodeOf<typeof memberStatus>;
