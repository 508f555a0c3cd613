import { and, eq } from 'drizzle-orm';
import {
  complaintAddCall,
  complaintAssignCall,
  complaintAssigneesCall,
  complaintAttachmentDownloadCall,
  complaintAttachmentUploadCall,
  complaintCommentCall,
  complaintDetailCall,
  complaintFilterOptionsCall,
  complaintListCall,
  complaintMoveCall,
} from '@simdesk/contract/modules/enhanced-network';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import { answerScopeFilterOptions } from '../../../platform/auth/scope-filter-options';
import type { Database } from '../../../platform/database/connect';
import { organizations } from '../../../platform/database/schema';
import { notFound } from '../../../platform/http/app-error';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { assigneesFor, type ComplaintPlace } from './complaint-assignees';
import { attachmentFile, attachmentUploadRules, attachToComplaint } from './complaint-attachments';
import { findComplaintDetail } from './complaint-detail';
import { listComplaints } from './complaint-list';
import { complaintScope } from './complaint-rows';
import { complaints } from './complaint-schema';
import { addComplaint, assignComplaint, commentOnComplaint, moveComplaint } from './complaint-workflow';

/** Where assignees are looked for: the complaint's place, or without one the caller's own company and org. */
async function placeFor(db: Database, caller: OperatorContext, complaintId: number | undefined) {
  if (complaintId === undefined) {
    const [org] = caller.orgId
      ? await db
          .select({ path: organizations.path })
          .from(organizations)
          .where(eq(organizations.id, caller.orgId))
      : [];
    return { companyId: caller.companyId, orgPath: org?.path ?? null } satisfies ComplaintPlace;
  }
  const [place] = await db
    .select({ companyId: complaints.companyId, orgPath: complaints.orgPath })
    .from(complaints)
    .where(and(eq(complaints.id, complaintId), complaintScope(caller)));
  if (!place) throw notFound(`no complaint ${complaintId}`);
  return place;
}

/** Complaint tickets: the list, a ticket's detail, filing, attachments, assignment, workflow and comments. */
export function registerComplaintCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, clock } = services;
  const { dataDir } = services.config;

  registrar.guardedCall(complaintListCall, async ({ obj, caller }) => ({
    rows: [await listComplaints(db, caller, obj)],
  }));

  registrar.guardedCall(complaintFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(complaintAssigneesCall, async ({ obj, caller }) => ({
    rows: await assigneesFor(db, await placeFor(db, caller, obj.complaintId)),
  }));

  registrar.guardedCall(complaintDetailCall, async ({ obj, caller }) => ({
    rows: [await findComplaintDetail(db, caller, obj.complaintId)],
  }));

  registrar.guardedCall(complaintAddCall, async ({ obj, caller }) => {
    const added = await addComplaint(db, caller, obj);
    return { rows: [{ id: added.id }], auditTarget: `complaint ${added.id} on ${added.iccid}` };
  });

  registrar.uploadCall(
    complaintAttachmentUploadCall,
    attachmentUploadRules,
    async ({ obj, caller, upload }) => {
      const { iccid, ...attachment } = await attachToComplaint(db, dataDir, caller, obj.complaintId, upload);
      return { rows: [attachment], auditTarget: `complaint ${obj.complaintId} on ${iccid}` };
    },
  );

  registrar.fileCall(complaintAttachmentDownloadCall, ({ obj, caller }) =>
    attachmentFile(db, dataDir, caller, obj.attachmentId),
  );

  registrar.guardedCall(complaintAssignCall, async ({ obj, caller }) => {
    await assignComplaint(db, clock, caller, obj);
    return { rows: [{ id: obj.complaintId }], auditTarget: `complaint ${obj.complaintId}` };
  });

  registrar.guardedCall(complaintMoveCall, async ({ obj, caller }) => {
    await moveComplaint(db, clock, caller, obj);
    return {
      rows: [{ id: obj.complaintId, status: obj.toStatus }],
      auditTarget: `complaint ${obj.complaintId}`,
    };
  });

  registrar.guardedCall(complaintCommentCall, async ({ obj, caller }) => {
    await commentOnComplaint(db, clock, caller, obj);
    return { rows: [{ id: obj.complaintId }], auditTarget: `complaint ${obj.complaintId}` };
  });
}
