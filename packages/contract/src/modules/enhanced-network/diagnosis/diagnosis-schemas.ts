import { z } from 'zod';
import { cardStatus } from '../../../codes/card-status';
import { changeItemRowSchema } from '../../sim-cards/change/card-change-calls';
import { carrierLimits, oneClickFixes, remedies, stopReasons } from './stop-reasons';

/** A check's verdict; 'unchecked' when the carrier could not be asked (the row says why, the rest stand). */
export const diagnosisVerdicts = ['ok', 'warning', 'problem', 'unchecked'] as const;
export type DiagnosisVerdict = (typeof diagnosisVerdicts)[number];

/** The checks of a diagnosis, in the order the screen shows them. */
export const diagnosisChecks = [
  'status',
  'session',
  'device',
  'services',
  'apn',
  'realName',
  'usage',
  'orders',
] as const;
export type DiagnosisCheck = (typeof diagnosisChecks)[number];

/** What a check found: one text each (cardDiagnosis:finding.*), filled from the row's facts. */
export const diagnosisFindings = [
  'live',
  'notLive',
  'stopped',
  'cancelled',
  'online',
  'offline',
  'offlineWhileStopped',
  'imeiBound',
  'imeiSeparated',
  'neverLive',
  'dataOn',
  'dataOff',
  'apnEnabled',
  'noApnEnabled',
  'realNameRegistered',
  'realNameProcessing',
  'realNameMissing',
  'usageNoPool',
  'usageWithinPool',
  'poolNearlyUsed',
  'poolUsedUp',
  'memberPaused',
  'noOpenOrders',
  'orderInProgress',
  'recentFailure',
  'couldNotCheck',
] as const;
export type DiagnosisFinding = (typeof diagnosisFindings)[number];

/** The facts behind the findings (an address, an IMEI, a percentage), each named and shown beside its finding. */
export const diagnosisFactNames = [
  'status',
  'stopReasonCode',
  'stopReasonDescription',
  'ipAddress',
  'apn',
  'rat',
  'roaming',
  'sessionStartedAt',
  'imei',
  'boundImei',
  'lastSeenAt',
  'data',
  'sms',
  'voice',
  'enabledApns',
  'realNameStatus',
  'monthDataKb',
  'poolId',
  'poolUsedPercent',
  'memberStatus',
  'openOrders',
  'failedOrders',
  /** Why a check could not be made (the finding's text carries it). */
  'error',
] as const;
export type DiagnosisFactName = (typeof diagnosisFactNames)[number];

/** A fact's value. */
export const diagnosisFactSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** The fix a check suggests, when the console can apply it; blocked while an order of its kind is open. */
export const diagnosisFixSchema = z.object({
  kind: z.enum(oneClickFixes),
  /** enableApn: the APN to turn on. */
  apn: z.string().nullable(),
  /** The open change order that conflicts with applying it now. */
  blockedByOrderId: z.number().nullable(),
});
export type DiagnosisFix = z.infer<typeof diagnosisFixSchema>;

/** One check: verdict, why, the stop reason on the one list, its remedy and limits, and when the carrier said so. */
export const diagnosisCheckRowSchema = z.object({
  check: z.enum(diagnosisChecks),
  verdict: z.enum(diagnosisVerdicts),
  finding: z.enum(diagnosisFindings),
  facts: z.partialRecord(z.enum(diagnosisFactNames), diagnosisFactSchema),
  stopReason: z.enum(stopReasons).nullable(),
  remedy: z.enum(remedies).nullable(),
  limits: z.array(z.enum(carrierLimits)),
  fix: diagnosisFixSchema.nullable(),
  /** When the carrier answered this check (null for what the console knows itself). */
  asOf: z.string().nullable(),
});
export type DiagnosisCheckRow = z.infer<typeof diagnosisCheckRowSchema>;

/** A card's diagnosis: the card, the worst verdict, every check, and its recent changes (open ones first). */
export const cardDiagnosisRowSchema = z.object({
  card: z.object({
    id: z.number(),
    iccid: z.string(),
    msisdn: z.string().nullable(),
    imsi: z.string().nullable(),
    companyName: z.string(),
    cardStatus: cardStatus.schema,
  }),
  verdict: z.enum(diagnosisVerdicts),
  checks: z.array(diagnosisCheckRowSchema),
  changes: z.array(changeItemRowSchema),
  checkedAt: z.string(),
});
export type CardDiagnosisRow = z.infer<typeof cardDiagnosisRowSchema>;
