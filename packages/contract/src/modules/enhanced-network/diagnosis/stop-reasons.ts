import { carrier, type CarrierCode } from '../../../codes/card-codes';

/**
 * Why a card does not carry data, as one list whatever the carrier: a carrier's stop reasons (OneLink's 01–05)
 * and the cuts the console sees for itself (a switch, an APN, a member cap, a separated terminal).
 */
export const stopReasons = [
  'enterpriseRequest',
  'poolUsedUp',
  'riskControl',
  'realNameMissing',
  'preCancelled',
  'dataSwitchedOff',
  'apnDisabled',
  'memberCapReached',
  'imeiSeparated',
  'sessionStuck',
  'unknown',
] as const;
export type StopReason = (typeof stopReasons)[number];

/** The fixes the console applies itself through a tracked change order, with one click. */
export const oneClickFixes = ['resume', 'openData', 'enableApn', 'resetSession'] as const;
export type OneClickFix = (typeof oneClickFixes)[number];

/** What puts a stopped card right: a one-click fix, or what the operator must do elsewhere. */
export const remedies = [
  ...oneClickFixes,
  'registerRealName',
  'topUpPool',
  'raiseThreshold',
  'unbindImei',
  'waitNextCycle',
  'contactCarrier',
] as const;
export type Remedy = (typeof remedies)[number];

/**
 * What the carrier allows when a remedy is applied: the same change on one card only so often (OneLink: a GPRS
 * reset once in 3 min), one open order of a kind per card, a work order of 1–2 working days, an effect only from
 * the next cycle, a manual real-name review.
 */
export const carrierLimits = [
  'changeThrottle',
  'openOrderConflict',
  'workOrder',
  'nextCycle',
  'realNameReview',
] as const;
export type CarrierLimit = (typeof carrierLimits)[number];

/** Each reason's remedy and the carrier's limits on applying it. */
export const stopReasonRemedies: Readonly<
  Record<StopReason, { remedy: Remedy; limits: readonly CarrierLimit[] }>
> = {
  enterpriseRequest: { remedy: 'resume', limits: ['changeThrottle', 'openOrderConflict'] },
  poolUsedUp: { remedy: 'topUpPool', limits: ['nextCycle'] },
  riskControl: { remedy: 'contactCarrier', limits: ['workOrder'] },
  realNameMissing: { remedy: 'registerRealName', limits: ['realNameReview'] },
  preCancelled: { remedy: 'resume', limits: ['changeThrottle', 'openOrderConflict'] },
  dataSwitchedOff: { remedy: 'openData', limits: ['changeThrottle', 'openOrderConflict'] },
  apnDisabled: { remedy: 'enableApn', limits: ['changeThrottle', 'openOrderConflict'] },
  memberCapReached: { remedy: 'raiseThreshold', limits: ['nextCycle'] },
  imeiSeparated: { remedy: 'unbindImei', limits: ['openOrderConflict'] },
  sessionStuck: { remedy: 'resetSession', limits: ['changeThrottle', 'openOrderConflict'] },
  unknown: { remedy: 'contactCarrier', limits: ['workOrder'] },
};

/**
 * Each carrier's own stop-reason codes on the one list. China Mobile's are OneLink's (the simulator speaks
 * them); a carrier joins with its adapter, and a code not listed reads as 'unknown'.
 */
export const carrierStopReasonCodes: Readonly<
  Partial<Record<CarrierCode, Readonly<Record<string, StopReason>>>>
> = {
  [carrier.byName.chinaMobile]: {
    '01': 'enterpriseRequest',
    '02': 'poolUsedUp',
    '03': 'riskControl',
    '04': 'realNameMissing',
    '05': 'preCancelled',
  },
};

/** A carrier's stop-reason code on the one list. */
export function stopReasonOf(carrierCode: number | null, code: string): StopReason {
  const codes = carrierStopReasonCodes[carrierCode as CarrierCode] ?? {};
  return codes[code] ?? 'unknown';
}

/** Whether a remedy is one the console applies with one click. */
export function isOneClickFix(remedy: Remedy): remedy is OneClickFix {
  return (oneClickFixes as readonly string[]).includes(remedy);
}
