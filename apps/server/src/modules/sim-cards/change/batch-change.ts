import { eq } from 'drizzle-orm';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import { cardChangeOrders } from '../schema/card-changes-schema';
import { badRequest } from '../../../platform/http/app-error';
import type { AppServices } from '../../../platform/services';
import { startTask } from '../../../platform/tasks/start-task';
import type { batchCardChangeKind } from './batch-change-task';
import type { CardChangeDeps } from './card-change-deps';
import { createChangeOrder, type NewItem } from './change-orders';
import { resolveBatchCards } from './change-targets';
import type { ChangeRequest } from './change-kinds';
import { changeRefusal, scheduleOf } from './single-change';

export interface BatchStatusChange {
  cardIds?: number[];
  numbers?: string[];
  targetStatus: number;
  reason: string;
  effectiveAt?: string;
}

type BatchKind = ReturnType<typeof batchCardChangeKind>;

/** Starts the task that sends a stored batch order (at once, or when the tracker finds it due). */
export async function startBatchTask(
  services: Pick<AppServices, 'db' | 'tasks'>,
  kind: BatchKind,
  order: { id: number; operatorId: number; companyId: number; orgId: number | null; orgPath: string | null },
): Promise<number> {
  const task = await startTask(services, order, {
    kind,
    fileName: `card-changes-${order.id}.csv`,
    input: { orderId: order.id },
  });
  await services.db
    .update(cardChangeOrders)
    .set({ taskId: task.id })
    .where(eq(cardChangeOrders.id, order.id));
  return task.id;
}

/** A change of many cards, named by ids or pasted numbers. */
export interface BatchChange {
  cardIds?: number[];
  numbers?: string[];
  request: ChangeRequest;
  reason: string | null;
  effectiveAt?: string;
}

/** A status change of many cards: the batch change to one status. */
export function startBatchStatusChange(
  deps: CardChangeDeps,
  services: Pick<AppServices, 'db' | 'tasks'>,
  kind: BatchKind,
  caller: OperatorContext,
  change: BatchStatusChange,
) {
  const { targetStatus, ...cards } = change;
  return startBatchChange(deps, services, kind, caller, {
    ...cards,
    request: { kind: 'status', targetStatus },
  });
}

/**
 * A change of many cards: each card is checked now (in scope, allowed for its status, no change of the kind
 * already in progress); the refused ones are recorded as failed with the reason and never sent. The rest
 * go in a task, at once or at the effective date.
 */
export async function startBatchChange(
  deps: CardChangeDeps,
  services: Pick<AppServices, 'db' | 'tasks'>,
  kind: BatchKind,
  caller: OperatorContext,
  change: BatchChange,
) {
  const scheduledAt = scheduleOf(change.effectiveAt);
  const { cards, unmatched } = await resolveBatchCards(deps.db, caller, change);
  if (cards.length === 0) {
    throw badRequest(`none of the ${unmatched.length} numbers names a card you may change; nothing was sent`);
  }
  const items: NewItem[] = cards.map((card) => {
    const refusal = changeRefusal(card, change.request);
    if (refusal) return { card, refusal: { code: refusalCodes[change.request.kind], reason: refusal } };
    if (card.carrierAccountId === null) {
      return { card, refusal: { code: 'NO_CARRIER_ACCOUNT', reason: 'the card has no carrier account' } };
    }
    return { card };
  });
  const orderId = await createChangeOrder(
    deps.db,
    caller,
    { request: change.request, reason: change.reason, scheduledAt, batch: true, unmatchedNumbers: unmatched },
    items,
  );
  const taskId = scheduledAt
    ? null
    : await startBatchTask(services, kind, {
        id: orderId,
        operatorId: caller.operatorId,
        companyId: caller.companyId,
        orgId: caller.orgId,
        orgPath: caller.orgPath,
      });
  return { orderId, taskId, cardCount: cards.length, unmatchedNumbers: unmatched };
}

/** The reason code of a card refused before sending, by the change's kind. */
const refusalCodes: Record<ChangeRequest['kind'], string> = {
  status: 'TRANSITION_NOT_ALLOWED',
  communication: 'NOT_ALLOWED',
  voice: 'SERVICE_FROZEN',
  apn: 'NOT_ALLOWED',
  pcc: 'NOT_ALLOWED',
  sms: 'NOT_ALLOWED',
  sessionReset: 'CARD_NOT_ACTIVE',
  'pool-member-add': 'NOT_ALLOWED',
  'pool-member-remove': 'NOT_ALLOWED',
  'pool-member-cap': 'NOT_ALLOWED',
};
