// The notifications of real-name changes: the company's card.realname.changed pushes as the call-records
// module keeps them, with the card and statuses each told of.
import type {
  NotifyDetailRow,
  NotifyListObj,
  NotifyPage,
  NotifyRow,
} from '@simdesk/contract/modules/real-name';
import { realNameStatus } from '@simdesk/contract';
import type { PushRecordRow } from '@simdesk/contract/modules/call-records';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { notFound } from '../../../platform/http/app-error';
import type { WebhookPusher } from '../../../platform/webhooks/webhook-pusher';
import { findPushRecord, listPushRecords, pushPayloads, resendPush } from '../../call-records';

const eventType = 'card.realname.changed';

const statusOf = (value: unknown) => {
  const parsed = realNameStatus.schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The card and statuses a payload tells of; nulls when it is not such a payload. */
function toldOf(payload: string | undefined) {
  let data: Record<string, unknown> = {};
  try {
    const body: unknown = JSON.parse(payload ?? '{}');
    if (typeof body === 'object' && body !== null && 'data' in body) {
      data = (body as { data: Record<string, unknown> }).data ?? {};
    }
  } catch {
    data = {};
  }
  return {
    iccid: typeof data.iccid === 'string' ? data.iccid : null,
    previousStatus: statusOf(data.previousStatus),
    newStatus: statusOf(data.status),
  };
}

export async function notifyPage(
  db: Database,
  caller: OperatorContext,
  obj: NotifyListObj,
): Promise<NotifyPage> {
  const { records, ...paging } = await listPushRecords(db, caller, { ...obj, eventType });
  const payloads = await pushPayloads(
    db,
    records.map((record) => record.id),
  );
  const notifications = records.map((record) => ({ ...record, ...toldOf(payloads.get(record.id)) }));
  return { notifications, ...paging };
}

/** One of the caller's notifications; any other push is not found here. */
export async function notifyDetail(
  db: Database,
  caller: OperatorContext,
  id: number,
): Promise<NotifyDetailRow> {
  const push = await findPushRecord(db, caller, id);
  if (push.eventType !== eventType) throw notFound(`no real-name notification ${id}`);
  return { ...push, ...toldOf(push.payload) };
}

/** Sends one of the caller's notifications again (the call-records module's resend). */
export async function resendNotify(
  db: Database,
  pusher: WebhookPusher,
  caller: OperatorContext,
  id: number,
): Promise<NotifyRow> {
  await notifyDetail(db, caller, id);
  const { payload, ...push }: PushRecordRow & { payload: string } = await resendPush(db, pusher, caller, id);
  return { ...push, ...toldOf(payload) };
}
