/** Call detail records (spec §2 callDetailRecord): records received, pushes sent and alarms raised. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import {
  bigRecordIdSchema,
  dateTimeSchema,
  emptyObjSchema,
  recordIdSchema,
} from '../../calls/shared-schemas';
import {
  alarmRecordListObjSchema,
  alarmRecordPageSchema,
  alarmRecordRowSchema,
  callRecordFilterSchema,
  callRecordListObjSchema,
  callRecordPageSchema,
  callRecordSyncRowSchema,
  callRecordTotalsRowSchema,
  pushEndpointHealthRowSchema,
  pushRecordDetailRowSchema,
  pushRecordListObjSchema,
  pushRecordPageSchema,
} from './call-record-schemas';

export const receiveRecordPageCode = pageCodeOf('receiveRecord');
export const pushRecordPageCode = pageCodeOf('pushRecord');
export const alarmRecordPageCode = pageCodeOf('alarmRecord');

const receiveRecord = pageCalls(receiveRecordPageCode);
const pushRecord = pageCalls(pushRecordPageCode);
const alarmRecord = pageCalls(alarmRecordPageCode);

/** The records received from the carrier, newest first, in keyset pages (send the previous `nextCursor`). */
export const callRecordListCall = receiveRecord.read('query', {
  path: 'call-record/list',
  obj: callRecordListObjSchema,
  row: callRecordPageSchema,
});

/** The totals of the filtered records (count, bytes, messages, seconds), apart so the list stays quick. */
export const callRecordTotalsCall = receiveRecord.read('query', {
  path: 'call-record/totals',
  obj: callRecordFilterSchema,
  row: callRecordTotalsRowSchema,
});

/** Where the record sync of each carrier account the caller's cards use stands. */
export const callRecordSyncStateCall = receiveRecord.read('query', {
  path: 'call-record/sync-state',
  obj: emptyObjSchema,
  row: callRecordSyncRowSchema,
});

/** Fetches the records from the carrier now (carrier staff): every account, or one. Answers the records added. */
export const callRecordSyncNowCall = receiveRecord.change('edit', {
  path: 'call-record/sync-now',
  obj: z.strictObject({ accountId: recordIdSchema.optional() }),
  row: z.object({ accountId: z.number(), added: z.number(), syncedThrough: z.string().nullable() }),
  changes: ['call-record/list', 'call-record/totals', 'call-record/sync-state'],
});

export const pushRecordListCall = pushRecord.read('query', {
  path: 'push-record/list',
  obj: pushRecordListObjSchema,
  row: pushRecordPageSchema,
});

const pushRecordIdObjSchema = z.strictObject({ id: bigRecordIdSchema });

/** One push with its payload. */
export const pushRecordDetailCall = pushRecord.read('get', {
  path: 'push-record/detail',
  obj: pushRecordIdObjSchema,
  row: pushRecordDetailRowSchema,
});

/** Each endpoint's health over the last 24 hours: success rate, last error, backlog. */
export const pushEndpointHealthCall = pushRecord.read('query', {
  path: 'push-record/health',
  obj: z.strictObject({ companyId: recordIdSchema.optional() }),
  row: pushEndpointHealthRowSchema,
});

const pushRecordChanges = ['push-record/list', 'push-record/detail', 'push-record/health'];

/** Sends one push again, signed afresh, with the same event id so the receiver can tell it is a repeat. */
export const pushRecordResendCall = pushRecord.change('edit', {
  path: 'push-record/resend',
  obj: pushRecordIdObjSchema,
  row: z.object({ ok: z.boolean() }),
  changes: pushRecordChanges,
});

/** Sends again every push of a time range (at most 31 days) to the caller's (or one company's) endpoint. */
export const pushRecordReplayCall = pushRecord.change('edit', {
  path: 'push-record/replay',
  obj: z.strictObject({ companyId: recordIdSchema.optional(), from: dateTimeSchema, to: dateTimeSchema }),
  row: z.object({ queued: z.number() }),
  changes: pushRecordChanges,
});

export const alarmRecordListCall = alarmRecord.read('query', {
  path: 'alarm-record/list',
  obj: alarmRecordListObjSchema,
  row: alarmRecordPageSchema,
});

/** One alarm: its cause, the cards, and each action's outcome. */
export const alarmRecordDetailCall = alarmRecord.read('get', {
  path: 'alarm-record/detail',
  obj: z.strictObject({ id: bigRecordIdSchema }),
  row: alarmRecordRowSchema,
});
