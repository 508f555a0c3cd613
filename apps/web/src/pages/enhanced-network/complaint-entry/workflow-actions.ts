import { complaintStatus, nextComplaintStatuses, type ComplaintStatusCode } from '@simdesk/contract';

/** A workflow button: what it is called, and where it moves the complaint. */
export interface WorkflowAction {
  action: 'start' | 'resolve' | 'close' | 'reopen';
  toStatus: ComplaintStatusCode;
}

const { processing, resolved, closed } = complaintStatus.byName;

/** The buttons a complaint in this status offers, from the contract's transitions (a move back is a reopen). */
export function workflowActionsOf(status: ComplaintStatusCode): WorkflowAction[] {
  return nextComplaintStatuses(status).map((toStatus) => {
    if (toStatus === resolved) return { action: 'resolve', toStatus };
    if (toStatus === closed) return { action: 'close', toStatus };
    return { action: status === resolved && toStatus === processing ? 'reopen' : 'start', toStatus };
  });
}
