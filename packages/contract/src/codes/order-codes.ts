import { defineCodeTables, type CodeOf } from './code-table';

/** The states of the supply-chain orders (spec §4). */
export const orderCodeTables = defineCodeTables({
  /** Review status of an apply order. */
  applyStatus: {
    pendingReview: 0,
    approved: 1,
    rejected: 2,
    withdrawn: 3,
  },
  /** Progress of a waybill from project creation to stocked. */
  waybillState: {
    projectCreated: 0,
    resourcesAllocated: 1,
    goodsReceived: 2,
    beingStocked: 3,
    done: 4,
  },
  /** State of purchase orders and allocate (transfer) orders, which share one table. */
  purchaseAllocateState: {
    draft: 0,
    submitted: 1,
    partlySubmitted: 2,
    uploadDone: 3,
    partlyUploaded: 4,
  },
});

export const { applyStatus, waybillState, purchaseAllocateState } = orderCodeTables;
export type ApplyStatusCode = CodeOf<typeof applyStatus>;
export type WaybillStateCode = CodeOf<typeof waybillState>;
export type PurchaseAllocateStateCode = CodeOf<typeof purchaseAllocateState>;
