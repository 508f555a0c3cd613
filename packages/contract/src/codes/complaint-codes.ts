import { defineCodeTables, defineStateTable, type CodeOf } from './code-table';

/** Complaint tickets about a card (enhanced network, complaintEntry): what went wrong, how urgent, where it stands. */
export const complaintCodeTables = defineCodeTables(
  {
    /** What the customer complains about; the first four are network faults, the rest service matters. */
    complaintCategory: {
      noDataConnection: 1,
      slowData: 2,
      smsFailure: 3,
      voiceFailure: 4,
      billing: 5,
      realName: 6,
      other: 9,
    },
    complaintPriority: {
      low: 1,
      normal: 2,
      high: 3,
      urgent: 4,
    },
    /** A ticket's workflow: new → processing → resolved → closed; a resolved ticket may be reopened. */
    complaintStatus: {
      new: 1,
      processing: 2,
      resolved: 3,
      closed: 4,
    },
  },
  {
    complaintPriority: { high: 'orange', urgent: 'error' },
    complaintStatus: { new: 'blue', processing: 'processing', resolved: 'success' },
  },
);

export const { complaintCategory, complaintPriority, complaintStatus } = complaintCodeTables;
export type ComplaintCategoryCode = CodeOf<typeof complaintCategory>;
export type ComplaintPriorityCode = CodeOf<typeof complaintPriority>;
export type ComplaintStatusCode = CodeOf<typeof complaintStatus>;

const { new: fresh, processing, resolved, closed } = complaintStatus.byName;

/** The moves a ticket may make; any other is refused. Closed is final. */
const complaintStatusMoves = defineStateTable<ComplaintStatusCode>({
  [fresh]: [processing],
  [processing]: [resolved],
  // Reopened when the customer says the fault is still there.
  [resolved]: [closed, processing],
  [closed]: [],
});
export const complaintStatusTransitions = complaintStatusMoves.moves;

/** Whether a ticket may move from one status to another. */
export const canMoveComplaint = complaintStatusMoves.canMove;

/** The statuses a ticket in `from` may move to, for the workflow buttons. */
export const nextComplaintStatuses = complaintStatusMoves.nextStates;
