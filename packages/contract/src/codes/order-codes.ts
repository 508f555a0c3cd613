import { defineCodeTable, type CodeOf } from './code-table';

/** Review status of an apply order (spec §4). */
export const applyStatus = defineCodeTable('applyStatus', {
  pendingReview: 0,
  approved: 1,
  rejected: 2,
  withdrawn: 3,
});
export type ApplyStatusCode = CodeOf<typeof applyStatus>;

/** Progress of a waybill from project creation to stocked (spec §4). */
export const waybillState = defineCodeTable('waybillState', {
  projectCreated: 0,
  resourcesAllocated: 1,
  goodsReceived: 2,
  beingStocked: 3,
  done: 4,
});
export type WaybillStateCode = CodeOf<typeof waybillState>;

/** State of purchase orders and allocate (transfer) orders, which share one table (spec §4). */
export const purchaseAllocateState = defineCodeTable('purchaseAllocateState', {
  draft: 0,
  submitted: 1,
  partlySubmitted: 2,
  uploadDone: 3,
  partlyUploaded: 4,
});
export type PurchaseAllocateStateCode = CodeOf<typeof purchaseAllocateState>;
