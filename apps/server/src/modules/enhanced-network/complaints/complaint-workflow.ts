import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { canMoveComplaint, complaintStatus, type ComplaintStatusCode } from '@simdesk/contract';
import type { complaintAddCall } from '@simdesk/contract/modules/enhanced-network';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/database/connect';
import { badRequest, notFound } from '../../../platform/http/app-error';
import { cardsInScopeByNumber, type CardPlacement } from '../../sim-cards';
import { mayBeAssigned } from './complaint-assignees';
import { complaintScope } from './complaint-rows';
import { complaintHistory, complaints } from './complaint-schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const statusNames = new Map<number, string>(
  Object.entries(complaintStatus.byName).map(([name, code]) => [code, name]),
);

/** A complaint of the caller's scope, locked for the change; another company's is answered as missing. */
async function lockedComplaint(transaction: Transaction, caller: OperatorContext, complaintId: number) {
  const [complaint] = await transaction
    .select()
    .from(complaints)
    .where(and(eq(complaints.id, complaintId), complaintScope(caller)))
    .for('update');
  if (!complaint) throw notFound(`no complaint ${complaintId}`);
  return complaint;
}

/**
 * Changes a locked complaint (`set`) and records the change as one history row (`event`) by the caller: every
 * workflow step (assign, move, comment) is this, with its own changes and event.
 */
async function recordChange(
  transaction: Transaction,
  by: { clock: Clock; caller: OperatorContext },
  complaintId: number,
  change: {
    set: Partial<Pick<typeof complaints.$inferInsert, 'assigneeId' | 'status'>>;
    event: Omit<typeof complaintHistory.$inferInsert, 'complaintId' | 'operatorId'>;
  },
): Promise<void> {
  const updatedAt = by.clock.now();
  await transaction
    .update(complaints)
    .set({ ...change.set, updatedAt })
    .where(eq(complaints.id, complaintId));
  const operatorId = by.caller.operatorId;
  await transaction.insert(complaintHistory).values({ ...change.event, complaintId, operatorId });
}

/** A new complaint's row: the card's place and numbers copied, the details as filed, status new. */
export function newComplaintValues(
  card: CardPlacement,
  details: Pick<z.output<typeof complaintAddCall.obj>, 'category' | 'priority' | 'description'> & {
    contactName?: string | null;
    contactMobile?: string | null;
  },
  createdById: number,
) {
  return {
    companyId: card.companyId,
    orgId: card.orgId,
    orgPath: card.orgPath,
    cardId: card.id,
    iccid: card.iccid,
    msisdn: card.msisdn,
    category: details.category,
    priority: details.priority,
    status: complaintStatus.byName.new,
    description: details.description,
    contactName: details.contactName || null,
    contactMobile: details.contactMobile || null,
    createdById,
  } satisfies typeof complaints.$inferInsert;
}

/** Files a complaint about a card the caller sees; the first history row says who filed it. */
export async function addComplaint(
  db: Database,
  caller: OperatorContext,
  obj: z.output<typeof complaintAddCall.obj>,
): Promise<{ id: number; iccid: string }> {
  const [card] = await cardsInScopeByNumber(db, caller, obj.cardNumber, 1);
  if (!card) throw badRequest(`cardNumber: no card you can see has the number ${obj.cardNumber}`);
  return db.transaction(async (transaction) => {
    const [created] = await transaction
      .insert(complaints)
      .values(newComplaintValues(card, obj, caller.operatorId))
      .returning({ id: complaints.id });
    if (!created) throw new Error('complaint insert returned nothing');
    await transaction.insert(complaintHistory).values({
      complaintId: created.id,
      event: 'created',
      toStatus: complaintStatus.byName.new,
      operatorId: caller.operatorId,
    });
    return { id: created.id, iccid: card.iccid };
  });
}

/** Assigns a complaint to an operator of its company who holds the page and sees its org. */
export async function assignComplaint(
  db: Database,
  clock: Clock,
  caller: OperatorContext,
  obj: { complaintId: number; assigneeId: number; comment?: string },
): Promise<void> {
  await db.transaction(async (transaction) => {
    const complaint = await lockedComplaint(transaction, caller, obj.complaintId);
    if (complaint.status === complaintStatus.byName.closed)
      throw badRequest('a closed complaint cannot change');
    if (!(await mayBeAssigned(transaction as unknown as Database, complaint, obj.assigneeId))) {
      throw badRequest(
        `assigneeId: operator ${obj.assigneeId} cannot work complaints of this company and org`,
      );
    }
    await recordChange(transaction, { clock, caller }, complaint.id, {
      set: { assigneeId: obj.assigneeId },
      event: { event: 'assigned', assigneeId: obj.assigneeId, comment: obj.comment || null },
    });
  });
}

/** Moves a complaint along the declared workflow; any other move is refused and changes nothing. */
export async function moveComplaint(
  db: Database,
  clock: Clock,
  caller: OperatorContext,
  obj: { complaintId: number; toStatus: ComplaintStatusCode; comment?: string },
): Promise<void> {
  await db.transaction(async (transaction) => {
    const complaint = await lockedComplaint(transaction, caller, obj.complaintId);
    const from = complaint.status as ComplaintStatusCode;
    if (!canMoveComplaint(from, obj.toStatus)) {
      throw badRequest(
        `toStatus: a ${statusNames.get(from)} complaint cannot move to ${statusNames.get(obj.toStatus)}`,
      );
    }
    await recordChange(transaction, { clock, caller }, complaint.id, {
      set: { status: obj.toStatus },
      event: {
        event: 'moved',
        fromStatus: from,
        toStatus: obj.toStatus,
        comment: obj.comment || null,
      },
    });
  });
}

/** Adds a comment to a complaint's history (a closed one too: a note after the fact). */
export async function commentOnComplaint(
  db: Database,
  clock: Clock,
  caller: OperatorContext,
  obj: { complaintId: number; comment: string },
): Promise<void> {
  await db.transaction(async (transaction) => {
    const complaint = await lockedComplaint(transaction, caller, obj.complaintId);
    await recordChange(transaction, { clock, caller }, complaint.id, {
      set: {},
      event: { event: 'commented', comment: obj.comment },
    });
  });
}
