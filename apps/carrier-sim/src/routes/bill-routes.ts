import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { billLines, billMonthOf, billSummary } from '../bills/bill-service';
import type { BillLine } from '../bills/bill-lines';
import { requestAccount } from '../http/authentication';
import { parseWith } from '../http/card-selector';
import type { SimServices } from '../services';

const monthParams = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM') });
const detailQuery = z.object({
  after: z
    .string()
    .regex(/^\d{19,20}$/)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(50),
});

/** Monthly carrier bills of closed months: a summary, and each card's line a page at a time. */
export function registerBillRoutes(app: FastifyInstance, services: SimServices): void {
  const { database, clock } = services;

  app.get('/v1/bills/:month', async (request) => {
    const now = clock.now();
    const month = billMonthOf(parseWith(monthParams, request.params).month, now);
    return billSummary(database, requestAccount(request).appId, month, now);
  });

  app.get('/v1/bills/:month/cards', async (request) => {
    const now = clock.now();
    const month = billMonthOf(parseWith(monthParams, request.params).month, now);
    const query = parseWith(detailQuery, request.query);
    const cards: BillLine[] = [];
    let more = false;
    for await (const line of billLines(database, requestAccount(request).appId, month, now, query.after)) {
      if (cards.length === query.pageSize) {
        more = true;
        break;
      }
      cards.push(line);
    }
    return { month: month.month, cards, nextAfter: more ? (cards[cards.length - 1]?.iccid ?? null) : null };
  });
}
