import {
  canChangeCardStatus,
  canResetDataSession,
  canSwitchVoice,
  status as statusCodes,
  type CardStatusCode,
} from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import { AppError, badRequest } from '../../../platform/http/app-error';
import { parseDateTime } from '../../../platform/http/paging';
import { callerScope } from '../../../platform/auth/data-scope';
import { cardChangeOrders } from '../schema/card-changes-schema';
import type { CardChangeDeps } from './card-change-deps';
import { requestFields, statusName, type ChangeRequest } from './change-kinds';
import { createChangeOrder } from './change-orders';
import { orderRow } from './change-order-rows';
import { outcomeIsUnknown, refusalText, submitQueuedItems } from './change-submission';
import { findCardForChange, type CardForChange } from './change-targets';

/** A date a little ahead of now is "now": only a later one makes a scheduled change. */
const scheduleThresholdMilliseconds = 60_000;

/** The effective date as a schedule, or null for "at once"; a date in the past is refused. */
export function scheduleOf(effectiveAt: string | undefined): Date | null {
  if (effectiveAt === undefined) return null;
  const at = parseDateTime(effectiveAt);
  if (at.getTime() < Date.now() - scheduleThresholdMilliseconds) {
    throw badRequest(`the effective date ${effectiveAt} has passed: choose a later one, or none for at once`);
  }
  return at.getTime() > Date.now() + scheduleThresholdMilliseconds ? at : null;
}

/** Why a status change may not go: the card and the two statuses are named. */
export function transitionRefusal(card: CardForChange, targetStatus: number): string | undefined {
  if (canChangeCardStatus(card.cardStatus as CardStatusCode, targetStatus as CardStatusCode))
    return undefined;
  return `card ${card.iccid} cannot change from ${statusName(card.cardStatus)} to ${statusName(targetStatus)}`;
}

/** Why a voice switch may not go: the card's status keeps its services as they are. */
export function voiceSwitchRefusal(card: CardForChange): string | undefined {
  if (canSwitchVoice(card.cardStatus as CardStatusCode)) return undefined;
  return `card ${card.iccid} is ${statusName(card.cardStatus)}: its voice service cannot change in that status`;
}

/** Why a session reset may not go: a card off the network has no session. */
export function sessionResetRefusal(card: CardForChange): string | undefined {
  if (canResetDataSession(card.cardStatus)) return undefined;
  return `card ${card.iccid} is ${statusName(card.cardStatus)}: only a card on the network has a data session to reset`;
}

/** Why a change may not go for a card, checked before the carrier is asked; undefined when it may. */
export function changeRefusal(card: CardForChange, request: ChangeRequest): string | undefined {
  if (request.kind === 'status') return transitionRefusal(card, request.targetStatus);
  if (request.kind === 'voice') return voiceSwitchRefusal(card);
  if (request.kind === 'sessionReset') return sessionResetRefusal(card);
  return undefined;
}

/** The carrier refused: the operator reads why, with the card; a throttled change is a conflict (409). */
function refusalError(card: CardForChange, error: Parameters<typeof refusalText>[0]): AppError {
  const text = `card ${card.iccid}: ${refusalText(error)}. Nothing was changed.`;
  return error.code === 'CHANGE_TOO_FREQUENT' ? new AppError(statusCodes.conflict, text) : badRequest(text);
}

/**
 * One change of one card: checked (scope, transition, nothing of the kind already in progress), stored as an
 * order, then sent at once or left for its scheduled time. A refusal by the carrier is answered as an error
 * (the order stays, failed, in the card state list); no answer leaves the order open for the tracker.
 */
export async function changeOneCard(
  deps: CardChangeDeps,
  caller: OperatorContext,
  change: { cardId: number; request: ChangeRequest; reason: string | null; effectiveAt?: string },
) {
  const card = await findCardForChange(deps.db, caller, change.cardId);
  const { request } = change;
  const refusal = changeRefusal(card, request);
  if (refusal) throw badRequest(`${refusal}; nothing was sent to the carrier`);
  if (card.carrierAccountId === null) {
    throw badRequest(`card ${card.iccid} has no carrier account to change it through`);
  }
  const scheduledAt = scheduleOf(change.effectiveAt);
  const orderId = await createChangeOrder(
    deps.db,
    caller,
    { request, reason: change.reason, scheduledAt, batch: false },
    [{ card }],
  );
  if (!scheduledAt) {
    const summary = await submitQueuedItems(deps, {
      id: orderId,
      kind: request.kind,
      request: requestFields(request),
      reason: change.reason,
      operatorId: caller.operatorId,
    });
    const refusal = summary.firstRefusal;
    if (refusal && !outcomeIsUnknown(refusal)) throw refusalError(card, refusal);
  }
  const row = await orderRow(deps.db, orderId, callerScope(caller, cardChangeOrdersScope));
  if (!row) throw new Error(`order ${orderId} vanished`);
  return row;
}

/** The columns orders are scoped by: the operator's company and org, copied onto the order. */
export const cardChangeOrdersScope = {
  companyId: cardChangeOrders.companyId,
  orgPath: cardChangeOrders.orgPath,
};
