import {
  cardStatus,
  memberStatus,
  realNameStatus,
  type ChangeItemRow,
  type ChangeOrderKind,
} from '@simdesk/contract';
import {
  isOneClickFix,
  stopReasonOf,
  stopReasonRemedies,
  type DiagnosisCheck,
  type DiagnosisCheckRow,
  type DiagnosisFinding,
  type DiagnosisVerdict,
  type OneClickFix,
  type StopReason,
} from '@simdesk/contract/modules/enhanced-network';
import type { CarrierCardRow } from '../../../platform/carrier/carrier-gateway';
import { numberField, textField, type CarrierAnswer } from './carrier-answers';

/** The open order of each kind on the card: a fix of that kind waits for it. */
export type OpenOrders = ReadonlyMap<ChangeOrderKind, number>;

/** The change order kind each one-click fix makes. */
const fixOrderKinds: Record<OneClickFix, ChangeOrderKind> = {
  resume: 'status',
  openData: 'communication',
  enableApn: 'apn',
  resetSession: 'sessionReset',
};

type Facts = DiagnosisCheckRow['facts'];

/** A check that found nothing wrong, or something only worth a look. */
function found(
  check: DiagnosisCheck,
  verdict: DiagnosisVerdict,
  finding: DiagnosisFinding,
  facts: Facts,
  asOf: string | null,
): DiagnosisCheckRow {
  return { check, verdict, finding, facts, stopReason: null, remedy: null, limits: [], fix: null, asOf };
}

/** A check that found a stop reason: its remedy and limits from the one list, a fix when the console has one. */
function stopped(
  base: DiagnosisCheckRow,
  stopReason: StopReason,
  openOrders: OpenOrders,
  apn: string | null = null,
): DiagnosisCheckRow {
  const { remedy, limits } = stopReasonRemedies[stopReason];
  const fix = isOneClickFix(remedy)
    ? { kind: remedy, apn, blockedByOrderId: openOrders.get(fixOrderKinds[remedy]) ?? null }
    : null;
  return { ...base, stopReason, remedy, limits: [...limits], fix };
}

/** The carrier could not be asked, or does not know the card: this row says so, the others stand. */
export function uncheckedRow(check: DiagnosisCheck, failure: string, asOf: string): DiagnosisCheckRow {
  return found(check, 'unchecked', 'couldNotCheck', { error: failure }, asOf);
}

/** Runs a check on one answer, or marks it unchecked when the carrier gave none. */
export function checkAnswer(
  check: DiagnosisCheck,
  answer: CarrierAnswer,
  judge: (row: CarrierCardRow, asOf: string) => DiagnosisCheckRow,
): DiagnosisCheckRow {
  if ('failure' in answer) return uncheckedRow(check, answer.failure, answer.asOf);
  if (answer.row.error) return uncheckedRow(check, answer.row.error.message, answer.asOf);
  return judge(answer.row, answer.asOf);
}

const { activated, suspended, preCancelled, cancelled } = cardStatus.byName;

/** Status and stop reason: a stopped card's carrier code is read on the one stop-reason list. */
export function statusVerdict(
  row: CarrierCardRow,
  asOf: string,
  carrierCode: number,
  openOrders: OpenOrders,
): DiagnosisCheckRow {
  const status = numberField(row, 'status');
  const stopCode = textField(row, 'stopReason');
  const facts = {
    status,
    stopReasonCode: stopCode,
    stopReasonDescription: textField(row, 'stopReasonDescription'),
  };
  if (status === activated) return found('status', 'ok', 'live', facts, asOf);
  if (status === cancelled) return found('status', 'problem', 'cancelled', facts, asOf);
  if (status === suspended || status === preCancelled) {
    const base = found('status', 'problem', 'stopped', facts, asOf);
    return stopped(base, stopReasonOf(carrierCode, stopCode ?? ''), openOrders);
  }
  return found('status', 'warning', 'notLive', facts, asOf);
}

/** The data session now; a live card without one may need its session reset. */
export function sessionVerdict(
  row: CarrierCardRow,
  asOf: string,
  onTheNetwork: boolean,
  openOrders: OpenOrders,
): DiagnosisCheckRow {
  const facts = {
    ipAddress: textField(row, 'ipAddress'),
    apn: textField(row, 'apn'),
    rat: textField(row, 'rat'),
    roaming: typeof row.roaming === 'boolean' ? row.roaming : null,
    sessionStartedAt: textField(row, 'sessionStartedAt'),
  };
  if (row.online === true) return found('session', 'ok', 'online', facts, asOf);
  if (!onTheNetwork) return found('session', 'warning', 'offlineWhileStopped', facts, asOf);
  return stopped(found('session', 'warning', 'offline', facts, asOf), 'sessionStuck', openOrders);
}

/** The device the network sees against the bound one. */
export function deviceVerdict(row: CarrierCardRow, asOf: string, openOrders: OpenOrders): DiagnosisCheckRow {
  const facts = {
    imei: textField(row, 'imei'),
    boundImei: textField(row, 'boundImei'),
    lastSeenAt: textField(row, 'lastSeenAt'),
  };
  const bind = textField(row, 'bindStatus');
  if (bind === 'bound') return found('device', 'ok', 'imeiBound', facts, asOf);
  if (bind === 'separated') {
    return stopped(found('device', 'problem', 'imeiSeparated', facts, asOf), 'imeiSeparated', openOrders);
  }
  return found('device', 'warning', 'neverLive', facts, asOf);
}

/** The service switches; data off stops every session. */
export function servicesVerdict(
  row: CarrierCardRow,
  asOf: string,
  openOrders: OpenOrders,
): DiagnosisCheckRow {
  const facts = { data: row.data === true, sms: row.sms === true, voice: row.voice === true };
  if (row.data === true) return found('services', 'ok', 'dataOn', facts, asOf);
  return stopped(found('services', 'problem', 'dataOff', facts, asOf), 'dataSwitchedOff', openOrders);
}

/** The APNs; with none enabled the device cannot attach for data. The fix enables the first one offered. */
export function apnVerdict(row: CarrierCardRow, asOf: string, openOrders: OpenOrders): DiagnosisCheckRow {
  const apns = Array.isArray(row.apns) ? (row.apns as { name?: unknown; enabled?: unknown }[]) : [];
  const names = apns.flatMap((apn) => (typeof apn.name === 'string' ? [apn.name] : []));
  const enabled = apns.filter((apn) => apn.enabled === true).map((apn) => String(apn.name));
  const facts = { enabledApns: enabled.join(', ') };
  if (enabled.length > 0) return found('apn', 'ok', 'apnEnabled', facts, asOf);
  const base = found('apn', 'problem', 'noApnEnabled', facts, asOf);
  return stopped(base, 'apnDisabled', openOrders, names[0] ?? null);
}

/** Real-name registration; a card without it is stopped by the carrier sooner or later. */
export function realNameVerdict(
  row: CarrierCardRow,
  asOf: string,
  openOrders: OpenOrders,
): DiagnosisCheckRow {
  const status = numberField(row, 'realNameStatus');
  const facts = { realNameStatus: status };
  if (status === realNameStatus.byName.registered) {
    return found('realName', 'ok', 'realNameRegistered', facts, asOf);
  }
  if (status === realNameStatus.byName.processing) {
    return { ...found('realName', 'warning', 'realNameProcessing', facts, asOf), limits: ['realNameReview'] };
  }
  return stopped(found('realName', 'problem', 'realNameMissing', facts, asOf), 'realNameMissing', openOrders);
}

/** The pool share at which a pool is nearly used up. */
const nearlyUsedPercent = 90;

/** This month's use against the card's pool and its member cap. */
export function usageVerdict(
  member: CarrierCardRow,
  monthly: CarrierCardRow | undefined,
  pool: Record<string, unknown> | undefined,
  asOf: string,
  openOrders: OpenOrders,
): DiagnosisCheckRow {
  const months = Array.isArray(monthly?.months)
    ? (monthly.months as { dataKb?: unknown; complete?: unknown }[])
    : [];
  const running = months.find((month) => month.complete === false) ?? months.at(-1);
  const usedPercent = typeof pool?.usedPercent === 'number' ? pool.usedPercent : null;
  const facts = {
    monthDataKb: typeof running?.dataKb === 'number' ? running.dataKb : null,
    poolId: textField(member, 'poolId'),
    poolUsedPercent: usedPercent,
    memberStatus: numberField(member, 'memberStatus'),
  };
  if (facts.poolId === null) return found('usage', 'ok', 'usageNoPool', facts, asOf);
  if (facts.memberStatus === memberStatus.byName.paused) {
    return stopped(found('usage', 'problem', 'memberPaused', facts, asOf), 'memberCapReached', openOrders);
  }
  if (usedPercent !== null && usedPercent >= 100) {
    return stopped(found('usage', 'problem', 'poolUsedUp', facts, asOf), 'poolUsedUp', openOrders);
  }
  if (usedPercent !== null && usedPercent >= nearlyUsedPercent) {
    return stopped(found('usage', 'warning', 'poolNearlyUsed', facts, asOf), 'poolUsedUp', openOrders);
  }
  return found('usage', 'ok', 'usageWithinPool', facts, asOf);
}

const recentFailureMilliseconds = 24 * 3600_000;

/** The console's own orders on the card: one open means a change is on its way. */
export function ordersVerdict(changes: readonly ChangeItemRow[], now: Date): DiagnosisCheckRow {
  const open = changes.filter((change) => change.settledAt === null).length;
  const failed = changes.filter(
    (change) =>
      change.state === 'failed' &&
      now.getTime() - Date.parse(change.settledAt ?? change.createdAt) < recentFailureMilliseconds,
  ).length;
  const facts = { openOrders: open, failedOrders: failed };
  if (open > 0) return found('orders', 'warning', 'orderInProgress', facts, null);
  if (failed > 0) return found('orders', 'warning', 'recentFailure', facts, null);
  return found('orders', 'ok', 'noOpenOrders', facts, null);
}

/** The open order of each kind among the card's changes. */
export function openOrdersOf(changes: readonly ChangeItemRow[]): OpenOrders {
  const open = new Map<ChangeOrderKind, number>();
  for (const change of changes) {
    if (change.settledAt === null && !open.has(change.kind)) open.set(change.kind, change.orderId);
  }
  return open;
}

const verdictWeight: Record<DiagnosisVerdict, number> = { ok: 0, unchecked: 1, warning: 2, problem: 3 };

/** The worst verdict of the checks: a problem outweighs a warning, which outweighs a check not made. */
export function overallVerdict(checks: readonly DiagnosisCheckRow[]): DiagnosisVerdict {
  return checks.reduce<DiagnosisVerdict>(
    (worst, check) => (verdictWeight[check.verdict] > verdictWeight[worst] ? check.verdict : worst),
    'ok',
  );
}
