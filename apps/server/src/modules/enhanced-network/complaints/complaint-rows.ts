import { and, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  maskPhone,
  maskSensitive,
  type ComplaintCategoryCode,
  type ComplaintPriorityCode,
  type ComplaintStatusCode,
} from '@simdesk/contract';
import { type ComplaintRow } from '@simdesk/contract/modules/enhanced-network';
import { callerScope } from '../../../platform/auth/data-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { companies, operators, organizations } from '../../../platform/database/schema';
import { complaintAttachments, complaints } from './complaint-schema';

const assignee = alias(operators, 'assignee');
const creator = alias(operators, 'creator');

/** The complaints the caller may see at all: their company and org subtree, or every company for carrier staff. */
export function complaintScope(caller: OperatorContext): SQL | undefined {
  return callerScope(caller, { companyId: complaints.companyId, orgPath: complaints.orgPath });
}

const attachmentCount = (db: Database) =>
  db
    .select({ complaintId: complaintAttachments.complaintId, total: count().as('total') })
    .from(complaintAttachments)
    .groupBy(complaintAttachments.complaintId)
    .as('attachment_count');

/** Complaints with their company, org, assignee and creator names, within the caller's scope. */
export function selectComplaints(db: Database, caller: OperatorContext, where: SQL | undefined) {
  const attachments = attachmentCount(db);
  return db
    .select({
      complaint: complaints,
      companyName: companies.name,
      orgName: organizations.name,
      assigneeName: assignee.name,
      createdBy: creator.name,
      attachmentCount: attachments.total,
    })
    .from(complaints)
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .leftJoin(organizations, eq(organizations.id, complaints.orgId))
    .leftJoin(assignee, eq(assignee.id, complaints.assigneeId))
    .innerJoin(creator, eq(creator.id, complaints.createdById))
    .leftJoin(attachments, eq(attachments.complaintId, complaints.id))
    .where(and(where, complaintScope(caller)));
}

type SelectedComplaint = Awaited<ReturnType<typeof selectComplaints>>[number];

/** A complaint as answers show it: codes typed, dates as ISO text, the contact masked. */
export function toComplaintRow({ complaint, ...names }: SelectedComplaint): ComplaintRow {
  return {
    id: complaint.id,
    companyId: complaint.companyId,
    companyName: names.companyName,
    orgId: complaint.orgId,
    orgName: names.orgName,
    cardId: complaint.cardId,
    iccid: complaint.iccid,
    msisdn: complaint.msisdn,
    category: complaint.category as ComplaintCategoryCode,
    priority: complaint.priority as ComplaintPriorityCode,
    status: complaint.status as ComplaintStatusCode,
    summary:
      complaint.description.length > 80 ? `${complaint.description.slice(0, 80)}…` : complaint.description,
    contactName: complaint.contactName === null ? null : maskSensitive(complaint.contactName),
    contactMobile: complaint.contactMobile === null ? null : maskPhone(complaint.contactMobile),
    assigneeId: complaint.assigneeId,
    assigneeName: names.assigneeName,
    createdBy: names.createdBy,
    createdAt: complaint.createdAt.toISOString(),
    updatedAt: complaint.updatedAt.toISOString(),
    attachmentCount: Number(names.attachmentCount ?? 0),
  };
}
