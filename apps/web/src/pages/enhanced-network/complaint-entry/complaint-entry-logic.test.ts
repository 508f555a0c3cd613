import { describe, expect, it } from 'vitest';
import { complaintStatus } from '@simdesk/contract';
import { attachmentProblem } from './attachment-checks';
import { toComplaintFilter } from './complaint-filters';
import { workflowActionsOf } from './workflow-actions';

const { new: fresh, processing, resolved, closed } = complaintStatus.byName;

describe('workflow buttons', () => {
  it('offer each status its declared moves, a move back from resolved being a reopen', () => {
    expect(workflowActionsOf(fresh)).toEqual([{ action: 'start', toStatus: processing }]);
    expect(workflowActionsOf(processing)).toEqual([{ action: 'resolve', toStatus: resolved }]);
    expect(workflowActionsOf(resolved)).toEqual([
      { action: 'close', toStatus: closed },
      { action: 'reopen', toStatus: processing },
    ]);
    expect(workflowActionsOf(closed)).toEqual([]);
  });
});

describe('attachment checks', () => {
  it('take images, PDFs and logs within the size and count limits', () => {
    expect(attachmentProblem({ name: 'Photo.JPG', size: 1000 }, 0)).toBeUndefined();
    expect(attachmentProblem({ name: 'modem.log', size: 10 }, 4)).toBeUndefined();
    expect(attachmentProblem({ name: 'cards.xlsx', size: 10 }, 0)).toBe('attachmentWrongType');
    expect(attachmentProblem({ name: 'video.pdf', size: 6 * 1024 * 1024 }, 0)).toBe('attachmentTooLarge');
    expect(attachmentProblem({ name: 'sixth.png', size: 10 }, 5)).toBe('tooManyAttachments');
  });
});

describe('complaint filters', () => {
  it('send what was chosen, the unassigned choice as its own flag', () => {
    expect(toComplaintFilter({ cardNumber: '  ', status: [], assignee: -1 })).toEqual({
      cardNumber: undefined,
      status: undefined,
      category: undefined,
      priority: undefined,
      unassigned: true,
      companyId: undefined,
      orgId: undefined,
      from: undefined,
      to: undefined,
    });
    expect(toComplaintFilter({ cardNumber: ' 8986 ', status: [1, 2], assignee: 7 })).toMatchObject({
      cardNumber: '8986',
      status: [1, 2],
      assigneeId: 7,
      unassigned: undefined,
    });
  });
});
