/** The row schemas of call detail records, push records and alarm records. */
import { z } from 'zod';
import { alarmSource, callRecordType, pushStatus } from '../../codes/call-record-codes';
import { messageType } from '../../codes/message-codes';
import {
  companyColumns,
  keysetPageOf,
  keysetRequestFields,
  optionalNumberColumn,
  optionalTextColumn,
  optionalTimeColumn,
  recordIdSchema,
  scopeFilterFields,
  timeColumn,
  timeRangeFilterFields,
} from '../../calls/shared-schemas';
import { pushEventTypeSchema } from '../company/settings-schemas';
import { ruleActionOutcomeRowSchema } from '../rules/rule-schemas';

/** Rows per page of the three lists (keyset pages). */
export const callRecordPageSizes = [20, 50, 100] as const;

/** Most card numbers one filter names. */
export const maximumRecordCards = 100;

const cardNumberSchema = z.string().trim().min(1).max(32);

/** The received-records filter: any card numbers (ICCID, MSISDN or IMSI), types and a time window. */
export const callRecordFilterSchema = z.strictObject({
  ...scopeFilterFields,
  cardNumbers: z.array(cardNumberSchema).min(1).max(maximumRecordCards).optional(),
  recordTypes: z.array(callRecordType.schema).min(1).max(callRecordType.codes.length).optional(),
  ...timeRangeFilterFields,
});
export type CallRecordFilter = z.infer<typeof callRecordFilterSchema>;
export const callRecordListObjSchema = callRecordFilterSchema.extend(keysetRequestFields);

/** One record received from the carrier: a data session, an SMS or a voice call. */
export const callRecordRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  recordType: callRecordType.schema,
  carrierRecordId: z.string(),
  iccid: z.string(),
  msisdn: optionalTextColumn,
  imei: optionalTextColumn,
  startedAt: timeColumn,
  endedAt: optionalTimeColumn,
  /** MO / MT for SMS and voice. */
  direction: optionalTextColumn,
  peer: optionalTextColumn,
  uplinkBytes: optionalNumberColumn,
  downlinkBytes: optionalNumberColumn,
  durationSeconds: optionalNumberColumn,
  apn: optionalTextColumn,
  rat: optionalTextColumn,
  cellArea: optionalTextColumn,
  /** When the console read it from the carrier: the record is as of then. */
  receivedAt: timeColumn,
});
export type CallRecordRow = z.infer<typeof callRecordRowSchema>;

/** One keyset page of a list's rows, newest first. */
function keysetPageSchema<Row extends z.ZodType>(row: Row) {
  return keysetPageOf('records', row);
}

export const callRecordPageSchema = keysetPageSchema(callRecordRowSchema);

/** The totals of the filtered set, by type. */
export const callRecordTotalsRowSchema = z.object({
  recordCount: z.number(),
  dataSessionCount: z.number(),
  dataBytes: z.number(),
  smsCount: z.number(),
  voiceCallCount: z.number(),
  voiceSeconds: z.number(),
});
export type CallRecordTotalsRow = z.infer<typeof callRecordTotalsRowSchema>;

/** Where the record sync of each carrier account stands: the freshness of what the list shows. */
export const callRecordSyncRowSchema = z.object({
  accountId: z.number(),
  accountName: z.string(),
  /** Records are complete up to here: the "as of" of the list. */
  syncedThrough: optionalTimeColumn,
  lastRunAt: optionalTimeColumn,
  lastRecordCount: optionalNumberColumn,
  lastError: optionalTextColumn,
  nextRunAt: optionalTimeColumn,
});
export type CallRecordSyncRow = z.infer<typeof callRecordSyncRowSchema>;

/** The push-records filter. */
export const pushRecordFilterSchema = z.strictObject({
  companyId: recordIdSchema.optional(),
  eventType: pushEventTypeSchema.optional(),
  statuses: z.array(pushStatus.schema).min(1).max(pushStatus.codes.length).optional(),
  /** The event id the receiver saw (webhook-id). */
  eventId: z.string().trim().min(1).max(64).optional(),
  ...timeRangeFilterFields,
});
export type PushRecordFilter = z.infer<typeof pushRecordFilterSchema>;
export const pushRecordListObjSchema = pushRecordFilterSchema.extend(keysetRequestFields);

/** One event pushed (or being pushed) to a company's endpoint, with how its attempts went. */
export const pushRecordRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  eventId: z.string(),
  eventType: z.string(),
  endpoint: z.string(),
  status: pushStatus.schema,
  attempts: z.number(),
  responseCode: optionalNumberColumn,
  /** The start of the receiver's last answer, or why the last attempt failed. */
  responseExcerpt: optionalTextColumn,
  lastError: optionalTextColumn,
  durationMs: optionalNumberColumn,
  queuedAt: timeColumn,
  lastAttemptAt: optionalTimeColumn,
  nextAttemptAt: optionalTimeColumn,
  deliveredAt: optionalTimeColumn,
  /** How many times an operator sent it again (resend or replay). */
  resendCount: z.number(),
});
export type PushRecordRow = z.infer<typeof pushRecordRowSchema>;
export const pushRecordPageSchema = keysetPageSchema(pushRecordRowSchema);

/** A push with the body the receiver got. */
export const pushRecordDetailRowSchema = pushRecordRowSchema.extend({ payload: z.string() });
export type PushRecordDetailRow = z.infer<typeof pushRecordDetailRowSchema>;

/** The health of one company's endpoint over the last 24 hours. */
export const pushEndpointHealthRowSchema = z.object({
  ...companyColumns,
  endpoint: z.string(),
  pushCount: z.number(),
  deliveredCount: z.number(),
  /** Delivered among those finished (delivered, failed or dropped), 0 to 1; null when none finished. */
  successRate: optionalNumberColumn,
  /** Queued or retrying now. */
  backlog: z.number(),
  lastError: optionalTextColumn,
  lastErrorAt: optionalTimeColumn,
  lastDeliveredAt: optionalTimeColumn,
});
export type PushEndpointHealthRow = z.infer<typeof pushEndpointHealthRowSchema>;

/** The alarm-records filter: message type (spec §4), source, card and time. */
export const alarmRecordFilterSchema = z.strictObject({
  ...scopeFilterFields,
  messageType: messageType.schema.optional(),
  source: alarmSource.schema.optional(),
  cardNumber: cardNumberSchema.optional(),
  ...timeRangeFilterFields,
});
export type AlarmRecordFilter = z.infer<typeof alarmRecordFilterSchema>;
export const alarmRecordListObjSchema = alarmRecordFilterSchema.extend(keysetRequestFields);

/** What was done about an alarm: one outcome per action (kind 0: the console's own message to operators). */
export const alarmActionRowSchema = ruleActionOutcomeRowSchema;

/** One alarm raised by a rule or by the console. */
export const alarmRecordRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  source: alarmSource.schema,
  messageType: messageType.schema,
  ruleId: optionalNumberColumn,
  ruleName: optionalTextColumn,
  /** Why it was raised, in words. */
  cause: z.string(),
  cardCount: z.number(),
  /** The first cards it is about. */
  iccids: z.array(z.string()),
  actions: z.array(alarmActionRowSchema),
  raisedAt: timeColumn,
});
export type AlarmRecordRow = z.infer<typeof alarmRecordRowSchema>;
export const alarmRecordPageSchema = keysetPageSchema(alarmRecordRowSchema);
