import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { taskType } from '@simdesk/contract';
import { isWithinScope } from '../../../platform/auth/data-scope';
import type { CsvRow } from '../../../platform/tasks/csv';
import { TaskFailure } from '../../../platform/tasks/task-failure';
import { defineTaskKind, type TaskContext } from '../../../platform/tasks/task-kind';
import { cardChangeItems, cardChangeOrders } from '../schema/card-changes-schema';
import { simCards } from '../schema/cards-schema';
import type { CardChangeDeps } from './card-change-deps';
import { statusName } from './change-kinds';
import { settleItem } from './change-settlement';
import { submitQueuedItems } from './change-submission';

const batchInputSchema = z.object({ orderId: z.number().int().positive() });
type BatchContext = TaskContext<z.output<typeof batchInputSchema>, never>;

const reportHeader: CsvRow = [
  'ICCID',
  'MSISDN',
  'From status',
  'To status',
  'Result',
  'Carrier order number',
  'Reason code',
  'Reason',
  'Settled at',
];

async function itemCounts(deps: CardChangeDeps, orderId: number) {
  const [row] = await deps.db
    .select({
      queued: sql<number>`count(*) filter (where ${cardChangeItems.state} = 'queued')::int`,
      open: sql<number>`count(*) filter (where ${cardChangeItems.settledAt} is null)::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(cardChangeItems)
    .where(eq(cardChangeItems.orderId, orderId));
  return { queued: Number(row?.queued ?? 0), open: Number(row?.open ?? 0), total: Number(row?.total ?? 0) };
}

/** Sending counts for half the progress, settling for the other half. */
async function reportProgress(deps: CardChangeDeps, context: BatchContext, orderId: number) {
  const counts = await itemCounts(deps, orderId);
  const sent = counts.total - counts.queued;
  const settled = counts.total - counts.open;
  await context.reportProgress(sent + settled, Math.max(1, counts.total * 2));
}

/** Cards not yet sent when the task was cancelled fail with that reason; sent ones are still followed. */
async function failQueued(deps: CardChangeDeps, order: typeof cardChangeOrders.$inferSelect) {
  const queued = await deps.db
    .select()
    .from(cardChangeItems)
    .where(and(eq(cardChangeItems.orderId, order.id), eq(cardChangeItems.state, 'queued')));
  for (const item of queued) {
    await settleItem(
      deps.db,
      {
        ...item,
        kind: order.kind,
        request: order.request,
        reason: order.reason,
        operatorId: order.operatorId,
      },
      {
        state: 'failed',
        reasonCode: 'CANCELLED',
        reason: 'the task was cancelled before this card was sent',
      },
    );
  }
}

/** The per-card report: one row per card, then the numbers that named no card. */
async function writeReport(
  deps: CardChangeDeps,
  context: BatchContext,
  order: typeof cardChangeOrders.$inferSelect,
) {
  const rows: CsvRow[] = [];
  let after = 0;
  for (;;) {
    const page = await deps.db
      .select({ item: cardChangeItems, msisdn: simCards.msisdn })
      .from(cardChangeItems)
      .innerJoin(simCards, eq(simCards.id, cardChangeItems.cardId))
      .where(and(eq(cardChangeItems.orderId, order.id), gt(cardChangeItems.id, after)))
      .orderBy(asc(cardChangeItems.id))
      .limit(1000);
    for (const { item, msisdn } of page) {
      const stillOpen = item.settledAt === null;
      const reason = stillOpen
        ? 'still pending at the carrier when this report was written; the console keeps following it'
        : item.reason;
      rows.push([
        item.iccid,
        msisdn,
        item.fromStatus === null ? '' : statusName(item.fromStatus),
        item.toStatus === null ? '' : statusName(item.toStatus),
        stillOpen ? 'pending' : item.state,
        item.carrierOrderNumber,
        item.reasonCode,
        reason,
        item.settledAt?.toISOString() ?? '',
      ]);
      if (item.state === 'failed')
        await context.recordRowFailure(rows.length, `${item.iccid}: ${item.reason ?? item.reasonCode}`);
    }
    const last = page.at(-1);
    if (!last) break;
    after = last.item.id;
  }
  for (const number of order.unmatchedNumbers) {
    rows.push([
      number,
      '',
      '',
      '',
      'failed',
      '',
      'CARD_NOT_FOUND',
      'no card you may change has this number',
      '',
    ]);
    await context.recordRowFailure(rows.length, `${number}: no card you may change has this number`);
  }
  await context.reportProgress(rows.length, rows.length);
  await context.writeResultFile(`card-changes-${order.id}.csv`, { header: reportHeader, rows });
}

/**
 * A batch change as a task: sends the order's cards in carrier-sized batches, waits until every card settles
 * (the tracker follows the carrier's orders) or the wait runs out, then writes the per-card report. Its state
 * lives in the order's items, so a resumed run sends only what was never sent.
 */
export function batchCardChangeKind(deps: CardChangeDeps) {
  return defineTaskKind({
    name: 'card-batch-change',
    taskType: taskType.byName.batchOperation,
    input: batchInputSchema,
    resumable: true,
    async run(context) {
      const [order] = await deps.db
        .select()
        .from(cardChangeOrders)
        .where(eq(cardChangeOrders.id, context.input.orderId));
      if (!order || !isWithinScope(context.caller, order)) {
        throw new TaskFailure(`no change order ${context.input.orderId}`);
      }
      let cancelled = false;
      await submitQueuedItems(deps, order, async () => {
        if (await context.isCancelRequested()) {
          cancelled = true;
          await failQueued(deps, order);
          return;
        }
        await reportProgress(deps, context, order.id);
      });
      if (cancelled) return;
      const deadline = Date.now() + deps.settings.batchSettleWaitMilliseconds;
      while ((await itemCounts(deps, order.id)).open > 0 && Date.now() < deadline) {
        await reportProgress(deps, context, order.id);
        await sleep(deps.settings.pollMilliseconds, undefined, { signal: context.signal });
      }
      await writeReport(deps, context, order);
    },
  });
}
