/** The card detail page (cardDetail): what the console and the carrier know about one card. */
import { z } from 'zod';
import { cardStatus } from '../../../codes/card-status';
import { realNameStatus } from '../../../codes/real-name-codes';
import { vehicleStatus } from '../../../codes/vehicle-codes';
import { vinPattern } from '../../../rules/identifiers';
import { pageCalls } from '../../../calls/declare-calls';
import { cardIdSchema, simCardListPageCode, simCardRowSchema } from '../list/sim-card-calls';
import { usageFigureFields } from '../usage/card-usage-calls';

const simCardList = pageCalls(simCardListPageCode);
const oneCardSchema = z.strictObject({ cardId: cardIdSchema });

/** A read of one card in the caller's scope, as its detail page makes them. */
function oneCardRead<Row extends z.ZodType>(path: string, row: Row) {
  return simCardList.read('get', { path, obj: oneCardSchema, row });
}

/**
 * Why the carrier part of a card could not be shown; a carrier call that fails answers status '400' with one
 * row of this shape, so the page can say it in the operator's language.
 * - noAccount: the card belongs to no carrier account; accountDisabled: its account is disabled or gone;
 * - unavailable: the carrier did not answer in time, or answered with a server error;
 * - refused: the carrier refused the request (credentials, a malformed request);
 * - cardUnknown: the carrier's account does not have this card.
 */
export const carrierProblems = [
  'noAccount',
  'accountDisabled',
  'unavailable',
  'refused',
  'cardUnknown',
] as const;
export type CarrierProblem = (typeof carrierProblems)[number];
export const carrierProblemRowSchema = z.object({ carrierProblem: z.enum(carrierProblems) });

/** One card as its detail page shows it: the list's row, the carrier account's name and the row's times. */
export const cardDetailRowSchema = simCardRowSchema.extend({
  carrierAccountName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CardDetailRow = z.infer<typeof cardDetailRowSchema>;

/** The console's row of one card in the caller's scope; another company's card is "not found". */
export const cardDetailCall = oneCardRead('simcard-display/card-detail', cardDetailRowSchema);

export const cardStatusRecordSchema = z.object({
  id: z.number(),
  /** Null for the first status the card is known with. */
  fromStatus: cardStatus.schema.nullable(),
  toStatus: cardStatus.schema,
  reason: z.string().nullable(),
  orderNumber: z.string().nullable(),
  changedAt: z.string(),
  /** Null when the carrier or a sync changed it. */
  operatorAccount: z.string().nullable(),
  operatorName: z.string().nullable(),
});
export type CardStatusRecord = z.infer<typeof cardStatusRecordSchema>;

/** The card's status history, newest first, in pages (`page`; a card has tens of changes, not millions). */
export const cardStatusRecordCall = simCardList.read('get', {
  path: 'simcard-display/status-record',
  obj: oneCardSchema,
  row: cardStatusRecordSchema,
  paged: true,
});

export const cardUsageRowSchema = z.object({
  /** The last 7 carrier days (Beijing time), oldest first: 'YYYY-MM-DD'. */
  daily: z.array(z.object({ date: z.string(), ...usageFigureFields })),
  /** The last 6 months including the running one, oldest first: 'YYYY-MM'. */
  monthly: z.array(z.object({ month: z.string(), ...usageFigureFields })),
  askedAt: z.string(),
});
export type CardUsageRow = z.infer<typeof cardUsageRowSchema>;

/** Daily and monthly usage in KB, asked of the carrier now. */
export const cardUsageCall = oneCardRead('simcard-display/usage', cardUsageRowSchema);

export const cardSessionRowSchema = z.object({
  online: z.boolean(),
  ipAddress: z.string().nullable(),
  apn: z.string().nullable(),
  /** Radio access technology: 4G, 5G, 3G, NB-IoT. */
  rat: z.string().nullable(),
  sessionStartedAt: z.string().nullable(),
  /** How long the session has lasted when asked; null when offline. */
  durationSeconds: z.number().nullable(),
  roaming: z.boolean(),
  visitedCountry: z.string().nullable(),
  askedAt: z.string(),
});
export type CardSessionRow = z.infer<typeof cardSessionRowSchema>;

/** The card's data session as the carrier sees it now (queryCardSessionInfo). */
export const cardSessionCall = oneCardRead('simcard/query-card-session-info', cardSessionRowSchema);

export const cardServiceInfoRowSchema = z.object({
  switches: z.object({
    voice: z.boolean(),
    sms: z.boolean(),
    data: z.boolean(),
    internationalRoaming: z.boolean(),
  }),
  apns: z.array(z.object({ name: z.string(), type: z.string(), enabled: z.boolean() })),
  /** The carrier's speed tier code (91 … 94) and its label (128 kbps … no limit). */
  speedTier: z.number().nullable(),
  speedTierLabel: z.string().nullable(),
  policies: z.array(
    z.object({ code: z.string(), name: z.string(), enabled: z.boolean(), whitelist: z.array(z.string()) }),
  ),
  imei: z.object({
    /** The device the network sees the card in now; null when it is not on the network. */
    current: z.string().nullable(),
    seenSince: z.string().nullable(),
    /** The IMEI the console has on record for the card (set by the last refresh of its info). */
    recorded: z.string().nullable(),
    /** True when the network sees another device than the one on record: the card may have been moved. */
    differs: z.boolean(),
  }),
  realName: z.object({
    status: realNameStatus.schema,
    /** Personal data, masked (spec §5); null when the carrier does not give it. */
    holderName: z.string().nullable(),
    idNumber: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  stop: z.object({
    /** The carrier's stop reason code ('01' enterprise request …) when suspended or pre-cancelled. */
    reasonCode: z.string().nullable(),
    description: z.string().nullable(),
  }),
  askedAt: z.string(),
});
export type CardServiceInfoRow = z.infer<typeof cardServiceInfoRowSchema>;

/** Services, APNs, PCC policy with white lists, IMEI against the record, real-name and stop reason. */
export const cardServiceInfoCall = oneCardRead('simcard-display/service-info', cardServiceInfoRowSchema);

/** A refresh's answer: the card as stored now, and which of its fields the carrier changed. */
export const cardRefreshRowSchema = z.object({
  card: cardDetailRowSchema,
  changedFields: z.array(z.string()),
});
export type CardRefreshRow = z.infer<typeof cardRefreshRowSchema>;

/** What a refresh from the carrier changes: the card's detail parts and the list. */
const cardRefreshReads = [
  'simcard-display/card-detail',
  'simcard-display/status-record',
  'simcard-display/service-info',
  'simcard-list/list',
];

/** A refresh of one card from the carrier: it stores what the carrier says and answers the card. */
function cardRefresh(path: string) {
  return simCardList.change('edit', {
    path,
    obj: oneCardSchema,
    row: cardRefreshRowSchema,
    changes: cardRefreshReads,
  });
}

/** Asks the carrier for the card's numbers, IMEI, rate plan, dates and real-name status; stores them. */
export const cardRefreshInfoCall = cardRefresh('simcard/refresh-card-info');

/** Asks the carrier for the card's status; a different one is stored with a 'carrier sync' history entry. */
export const cardRefreshStatusCall = cardRefresh('simcard/refresh-card-status');

/** The reason written on a status history entry that a refresh from the carrier found. */
export const carrierSyncReason = 'carrier sync';

/** The cards on one vehicle that a vehicle detail lists at most. */
export const maximumCardsPerVehicle = 50;

export const vehicleDetailRowSchema = z.object({
  vin: z.string(),
  /** The status on the vehicle's most recently added card; null when no card records one. */
  vehicleStatus: vehicleStatus.schema.nullable(),
  companyName: z.string(),
  orgName: z.string().nullable(),
  /** The cards on the vehicle within the caller's scope, newest first. */
  cards: z.array(simCardRowSchema),
});
export type VehicleDetailRow = z.infer<typeof vehicleDetailRowSchema>;

/** A vehicle as its cards know it (there is no vehicle register yet): VIN, status and the cards on it. */
export const vehicleDetailCall = simCardList.read('get', {
  path: 'simcard-display/vehicle-detail',
  obj: z.strictObject({
    vin: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(vinPattern, 'home:quickSearch.invalid.vin')),
  }),
  row: vehicleDetailRowSchema,
});
