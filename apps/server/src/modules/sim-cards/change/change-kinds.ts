import type { ChangeOrderKind } from '@simdesk/contract';
import { localeResources } from '@simdesk/contract/locale-resources';
import type {
  CardSelection,
  CarrierCardRow,
  CarrierGateway,
  CarrierOrder,
} from '../../../platform/carrier/carrier-gateway';

/** What an order asks, as stored in card_change_orders.request. */
export type ChangeRequest =
  | { kind: 'status'; targetStatus: number }
  | { kind: 'communication'; open: boolean }
  | { kind: 'voice'; open: boolean }
  | { kind: 'apn'; apn: string; enabled: boolean }
  | { kind: 'pcc'; policyCode: string; enabled: boolean }
  | { kind: 'sms'; content: string }
  | { kind: 'sessionReset' }
  | { kind: 'pool-member-add' | 'pool-member-remove'; poolId: string; effective: 'now' | 'nextMonth' }
  | { kind: 'pool-member-cap'; poolId: string; capKb: number | null };

/** The request fields stored on the order (the kind has its own column). */
export function requestFields(request: ChangeRequest): Record<string, unknown> {
  const { kind: _kind, ...fields } = request;
  return fields;
}

/** Rebuilds the request of a stored order; refuses a row that does not fit its kind. */
export function changeRequestOf(kind: string, stored: unknown): ChangeRequest {
  const fields = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  if (kind === 'status' && typeof fields.targetStatus === 'number') {
    return { kind, targetStatus: fields.targetStatus };
  }
  if ((kind === 'communication' || kind === 'voice') && typeof fields.open === 'boolean') {
    return { kind, open: fields.open };
  }
  if (kind === 'apn' && typeof fields.apn === 'string' && typeof fields.enabled === 'boolean') {
    return { kind, apn: fields.apn, enabled: fields.enabled };
  }
  if (kind === 'pcc' && typeof fields.policyCode === 'string' && typeof fields.enabled === 'boolean') {
    return { kind, policyCode: fields.policyCode, enabled: fields.enabled };
  }
  if (kind === 'sms' && typeof fields.content === 'string') return { kind, content: fields.content };
  if (kind === 'sessionReset') return { kind };
  if ((kind === 'pool-member-add' || kind === 'pool-member-remove') && typeof fields.poolId === 'string') {
    return { kind, poolId: fields.poolId, effective: fields.effective === 'nextMonth' ? 'nextMonth' : 'now' };
  }
  if (kind === 'pool-member-cap' && typeof fields.poolId === 'string') {
    return { kind, poolId: fields.poolId, capKb: typeof fields.capKb === 'number' ? fields.capKb : null };
  }
  throw new Error(`a stored ${kind} order has an unreadable request`);
}

/** Sends one carrier-sized batch of the change; the gateway splits nothing further. */
export function sendChange(
  gateway: CarrierGateway,
  request: ChangeRequest,
  cards: CardSelection,
  reason: string | null,
): Promise<CarrierOrder[]> {
  switch (request.kind) {
    case 'status':
      return gateway.changeStatus(cards, request.targetStatus, reason ?? undefined);
    case 'communication':
      return gateway.changeServiceSwitch(cards, 'data', request.open);
    case 'voice':
      return gateway.changeServiceSwitch(cards, 'voice', request.open);
    case 'apn':
      return gateway.changeApn(cards, request.apn, request.enabled);
    case 'pcc':
      return gateway.changePcc(cards, request.policyCode, request.enabled);
    case 'sms':
      return gateway.sendSms(cards, request.content);
    case 'sessionReset':
      return gateway.resetDataSession(cards);
    case 'pool-member-add':
    case 'pool-member-remove':
    case 'pool-member-cap':
      return gateway.changePoolMembers(cards, request);
  }
}

/** The carrier query that shows whether a change took effect; SMS leaves no trace to check. */
export const reconcileQuery = {
  status: 'sim-change-history',
  communication: 'sim-service-switches',
  voice: 'sim-service-switches',
  apn: 'sim-apn',
  pcc: 'sim-pcc',
  sms: undefined,
  sessionReset: 'sim-session',
  'pool-member-add': 'sim-pool',
  'pool-member-remove': 'sim-pool',
  // The carrier's pool query shows no cap: a cap's outcome comes from its order only.
  'pool-member-cap': undefined,
} as const satisfies Record<ChangeOrderKind, string | undefined>;

interface HistoryEntry {
  toStatus?: unknown;
  orderNumber?: unknown;
  changedAt?: unknown;
}

/** Clocks of the console and the carrier may differ a little; an entry this much older still counts. */
const clockSkewMilliseconds = 10 * 60_000;

/**
 * Whether the carrier's row shows the change done. For a status change, the answer is the order number of the
 * newest history entry to the target status that no other change of ours already claims.
 */
export function changeSeenInCarrierRow(
  request: ChangeRequest,
  row: CarrierCardRow,
  claimedOrderNumbers: ReadonlySet<string>,
  submittedAt: Date | null,
): { done: boolean; orderNumber: string | null } {
  const notBefore = (submittedAt?.getTime() ?? 0) - clockSkewMilliseconds;
  const no = { done: false, orderNumber: null };
  if (row.error) return no;
  switch (request.kind) {
    case 'status': {
      const history = Array.isArray(row.history) ? (row.history as HistoryEntry[]) : [];
      const entry = history.find(
        (candidate) =>
          candidate.toStatus === request.targetStatus &&
          typeof candidate.orderNumber === 'string' &&
          !claimedOrderNumbers.has(candidate.orderNumber) &&
          Date.parse(String(candidate.changedAt)) >= notBefore,
      );
      return entry ? { done: true, orderNumber: String(entry.orderNumber) } : no;
    }
    case 'communication':
      return { done: row.data === request.open, orderNumber: null };
    case 'voice':
      return { done: row.voice === request.open, orderNumber: null };
    case 'apn': {
      const apns = Array.isArray(row.apns) ? (row.apns as { name?: unknown; enabled?: unknown }[]) : [];
      const found = apns.find((apn) => apn.name === request.apn);
      return { done: found?.enabled === request.enabled, orderNumber: null };
    }
    case 'pcc': {
      const policies = Array.isArray(row.policies)
        ? (row.policies as { code?: unknown; enabled?: unknown }[])
        : [];
      const found = policies.find((policy) => policy.code === request.policyCode);
      return { done: found?.enabled === request.enabled, orderNumber: null };
    }
    case 'sms':
    case 'pool-member-cap':
      return no;
    case 'sessionReset':
      // A session begun after the reset was sent shows the carrier dropped the old one.
      return { done: sessionBeganSince(row, submittedAt), orderNumber: null };
    case 'pool-member-add':
      return { done: row.poolId === request.poolId, orderNumber: null };
    case 'pool-member-remove':
      return { done: row.poolId !== request.poolId, orderNumber: null };
  }
}

function sessionBeganSince(row: CarrierCardRow, submittedAt: Date | null): boolean {
  const began = Date.parse(String(row.sessionStartedAt));
  return submittedAt !== null && !Number.isNaN(began) && began >= submittedAt.getTime();
}

/** A status as the English texts name it, with its code: 'Activated (2)'. */
export function statusName(code: number | null | undefined): string {
  if (code === null || code === undefined) return 'unknown';
  const names = localeResources['en-US'].codes.cardStatus as Record<string, string>;
  return `${names[String(code)] ?? 'status'} (${code})`;
}
