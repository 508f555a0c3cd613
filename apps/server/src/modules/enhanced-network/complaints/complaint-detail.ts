import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ComplaintStatusCode } from '@simdesk/contract';
import type {
  ComplaintAttachmentRow,
  ComplaintDetailRow,
  ComplaintHistoryRow,
} from '@simdesk/contract/modules/enhanced-network';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { operators } from '../../../platform/database/schema';
import { notFound } from '../../../platform/http/app-error';
import { complaintAttachments, complaintHistory, complaints } from './complaint-schema';
import { selectComplaints, toComplaintRow } from './complaint-rows';

const historyAssignee = alias(operators, 'history_assignee');

async function historyOf(db: Database, complaintId: number): Promise<ComplaintHistoryRow[]> {
  const rows = await db
    .select({
      step: complaintHistory,
      operatorName: operators.name,
      assigneeName: historyAssignee.name,
    })
    .from(complaintHistory)
    .innerJoin(operators, eq(operators.id, complaintHistory.operatorId))
    .leftJoin(historyAssignee, eq(historyAssignee.id, complaintHistory.assigneeId))
    .where(eq(complaintHistory.complaintId, complaintId))
    .orderBy(asc(complaintHistory.id));
  return rows.map(({ step, operatorName, assigneeName }) => ({
    id: step.id,
    event: step.event as ComplaintHistoryRow['event'],
    fromStatus: step.fromStatus as ComplaintStatusCode | null,
    toStatus: step.toStatus as ComplaintStatusCode | null,
    assigneeName,
    comment: step.comment,
    operatorName,
    at: step.createdAt.toISOString(),
  }));
}

async function attachmentsOf(db: Database, complaintId: number): Promise<ComplaintAttachmentRow[]> {
  const rows = await db
    .select({ attachment: complaintAttachments, uploadedBy: operators.name })
    .from(complaintAttachments)
    .innerJoin(operators, eq(operators.id, complaintAttachments.uploadedById))
    .where(eq(complaintAttachments.complaintId, complaintId))
    .orderBy(asc(complaintAttachments.id));
  return rows.map(({ attachment, uploadedBy }) => ({
    id: attachment.id,
    fileName: attachment.fileName,
    kind: attachment.kind as ComplaintAttachmentRow['kind'],
    sizeBytes: attachment.sizeBytes,
    uploadedBy,
    uploadedAt: attachment.createdAt.toISOString(),
  }));
}

/**
 * One complaint of the caller's scope with its history and attachments. A complaint of another company or org
 * subtree is answered exactly like a missing one, so ids cannot be probed.
 */
export async function findComplaintDetail(
  db: Database,
  caller: OperatorContext,
  complaintId: number,
): Promise<ComplaintDetailRow> {
  const [found] = await selectComplaints(db, caller, eq(complaints.id, complaintId));
  if (!found) throw notFound(`no complaint ${complaintId}`);
  const [history, attachments] = await Promise.all([
    historyOf(db, complaintId),
    attachmentsOf(db, complaintId),
  ]);
  return { ...toComplaintRow(found), description: found.complaint.description, history, attachments };
}
