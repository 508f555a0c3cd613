import { sql } from 'drizzle-orm';
import type { CardStatusCode, CardStatusRecord, Page } from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { pageWindow } from '../../../platform/http/paging';

interface RecordRow {
  id: number | string | null;
  fromStatus: number | null;
  toStatus: number;
  reason: string | null;
  orderNumber: string | null;
  changedAt: Date | string;
  operatorAccount: string | null;
  operatorName: string | null;
  total: number | string;
}

/**
 * One page of a card's status record, newest first; the card was already checked to be in scope. Its entries
 * are the rows of card_status_history and, for a card that records its arrival on its own row (an import),
 * that arrival as the oldest entry (id 0): the status it came with is the one its first change left, or the
 * status it still has. A card whose arrival is a history row (a sync, the demo) shows that row instead.
 */
export async function cardStatusRecords(
  db: Database,
  cardId: number,
  page: Page | undefined,
): Promise<{ rows: CardStatusRecord[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const answer = await db.execute(sql`
    with records as (
      select h.id, h.from_status, h.to_status, h.reason, h.order_number, h.changed_at, h.operator_id
      from card_status_history h where h.card_id = ${cardId}
      union all
      select 0, null, coalesce((select first.from_status from card_status_history first
          where first.card_id = c.id order by first.changed_at, first.id limit 1), c.card_status),
        c.created_reason, null, c.created_at, c.created_by
      from sim_cards c
      where c.id = ${cardId} and c.created_reason is not null
        and not exists (select 1 from card_status_history arrival
          where arrival.card_id = c.id and arrival.from_status is null)
    )
    select (select count(*) from records) as total, page.* from (select 1) as one
    left join lateral (
      select r.id, r.from_status as "fromStatus", r.to_status as "toStatus", r.reason,
        r.order_number as "orderNumber", r.changed_at as "changedAt", o.account as "operatorAccount",
        o.name as "operatorName"
      from records r left join operators o on o.id = r.operator_id
      order by r.changed_at desc, r.id desc
      limit ${limit} offset ${offset}) as page on true
    order by page."changedAt" desc, page.id desc`);
  // Both drivers answer { rows }; drizzle types the result by driver only. The count comes on every row, and
  // on a row of nulls when the page is past the end.
  const rows = (answer as unknown as { rows: RecordRow[] }).rows;
  return {
    rows: rows
      .filter((record) => record.id !== null)
      .map((record) => ({
        id: Number(record.id),
        fromStatus: record.fromStatus as CardStatusCode | null,
        toStatus: record.toStatus as CardStatusCode,
        reason: record.reason,
        orderNumber: record.orderNumber,
        changedAt: new Date(record.changedAt).toISOString(),
        operatorAccount: record.operatorAccount,
        operatorName: record.operatorName,
      })),
    total: Number(rows[0]?.total ?? 0),
  };
}
