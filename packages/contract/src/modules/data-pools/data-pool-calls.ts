/** Data pools (dataPoolManage, dataPoolDetail): pools synced from the carrier, their members and changes. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { dataPoolGroupStatus, memberStatus } from '../../codes/data-pool-codes';
import { pageCalls } from '../../calls/declare-calls';
import {
  bigRecordIdSchema,
  filterTextSchema,
  recordIdSchema,
  scopeFilterOptionsRowSchema,
} from '../../calls/shared-schemas';
import {
  dataPoolCapWhatIfRowSchema,
  dataPoolChangeRowSchema,
  dataPoolMemberPageSchema,
  dataPoolPageSchema,
  dataPoolRowSchema,
  dataPoolSyncRowSchema,
  dataPoolUsageRowSchema,
  poolChangeEffectives,
} from './data-pool-schemas';

/** Both pool pages share one code: the detail's calls are granted by the list's actions. */
export const dataPoolPageCode = pageCodeOf('vehicleCardDataPoolManage');
const dataPools = pageCalls(dataPoolPageCode);

/** The carrier's group id, as the detail route carries it. */
export const groupIdSchema = z.string().trim().min(1).max(64);
const cardNumberSchema = z.string().trim().min(1).max(32);
const pageSizeSchema = z.number().int().min(1).max(100).default(20);
/** How many cards one membership change may name (pasted or from a file). */
export const maximumPoolMemberBatch = 10_000;

/** The pools the caller's company holds (carrier staff: every company's), by name, in keyset pages. */
export const dataPoolListCall = dataPools.read('query', {
  path: 'data-pool/list',
  obj: z.strictObject({
    status: dataPoolGroupStatus.schema.optional(),
    /** Part of the pool's name or its group id. */
    keyword: filterTextSchema.optional(),
    /** Carrier staff only: one company of the many they see. */
    companyId: recordIdSchema.optional(),
    cursor: bigRecordIdSchema.optional(),
    pageSize: pageSizeSchema,
  }),
  row: dataPoolPageSchema,
});

/** What the filter bar offers: the companies carrier staff see (the orgs are answered but pools have none). */
export const dataPoolFilterOptionsCall = dataPools.read('query', {
  path: 'data-pool/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

const groupObjSchema = z.strictObject({ groupId: groupIdSchema });

/** One pool's header figures. */
export const dataPoolDetailCall = dataPools.read('get', {
  path: 'data-pool/detail',
  obj: groupObjSchema,
  row: dataPoolRowSchema,
});

/** A pool's members as of the last sync, by ICCID, in keyset pages. */
export const dataPoolMemberListCall = dataPools.read('get', {
  path: 'data-pool/members',
  obj: z.strictObject({
    groupId: groupIdSchema,
    memberStatus: memberStatus.schema.optional(),
    /** Part of the ICCID or MSISDN. */
    cardNumber: filterTextSchema.optional(),
    cursor: bigRecordIdSchema.optional(),
    pageSize: pageSizeSchema,
  }),
  row: dataPoolMemberPageSchema,
});

/** The last 31 days and 12 months of the pool's use, and the day it runs out at the recent rate. */
export const dataPoolUsageCall = dataPools.read('get', {
  path: 'data-pool/usage',
  obj: groupObjSchema,
  row: dataPoolUsageRowSchema,
});

const poolReads = ['data-pool/list', 'data-pool/detail', 'data-pool/members', 'data-pool/usage'];

/** Reads every pool of the caller's carrier accounts again now (the schedule does it too). */
export const dataPoolSyncCall = dataPools.change('edit', {
  path: 'data-pool/sync',
  obj: z.strictObject({ companyId: recordIdSchema.optional() }),
  row: dataPoolSyncRowSchema,
  changes: poolReads,
});

const membershipFields = {
  groupId: groupIdSchema,
  /** ICCIDs or MSISDNs of cards the caller sees (typed, pasted or read from a file). */
  cardNumbers: z.array(cardNumberSchema).min(1).max(maximumPoolMemberBatch),
  effective: z.enum(poolChangeEffectives).default('now'),
};
const membershipChanges = [...poolReads, 'card-state/list'];

/** Adds cards to the pool through the carrier, as one tracked change order (a task with a per-card report). */
export const dataPoolMemberAddCall = dataPools.change('add', {
  path: 'data-pool/member-add',
  obj: z.strictObject(membershipFields),
  row: dataPoolChangeRowSchema,
  changes: membershipChanges,
});

/** Takes cards out of the pool through the carrier, as one tracked change order. */
export const dataPoolMemberRemoveCall = dataPools.change('delete', {
  path: 'data-pool/member-remove',
  obj: z.strictObject(membershipFields),
  row: dataPoolChangeRowSchema,
  changes: membershipChanges,
});

const capFields = {
  groupId: groupIdSchema,
  cardNumber: cardNumberSchema,
  /** Whole KB; null lifts the member's cap. */
  capKb: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
};

/** What a member cap would do: when it applies and how it moves the forecast. Nothing is sent. */
export const dataPoolCapWhatIfCall = dataPools.read('get', {
  path: 'data-pool/cap-what-if',
  obj: z.strictObject(capFields),
  row: dataPoolCapWhatIfRowSchema,
});

/** Sets a member's cap through the carrier, as a tracked change order. */
export const dataPoolMemberCapCall = dataPools.change('edit', {
  path: 'data-pool/member-cap',
  obj: z.strictObject(capFields),
  row: dataPoolChangeRowSchema,
  changes: membershipChanges,
});
