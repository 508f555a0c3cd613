import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { instant } from '../cards/card-context';
import { requestAccount } from '../http/authentication';
import { CarrierError, carrierErrorCodes } from '../http/carrier-error';
import { parseWith } from '../http/card-selector';
import { decodeCursor, encodeCursor } from '../http/paging';
import { nextOrderNumber } from '../orders/order-number';
import type { SimServices } from '../services';
import { destinationSchema, reviewProblem, type Destination } from '../whitelist/destinations';
import { addWorkingTime } from '../whitelist/working-time';

const submitRequest = z.strictObject({
  operation: z.enum(['add', 'remove']),
  destinations: z.array(destinationSchema).min(1).max(50),
  note: z.string().max(200).optional(),
});
type WorkOrderRequest = z.infer<typeof submitRequest>;
const listQuery = z.object({
  pageSize: z.coerce.number().int().min(1).max(50).default(50),
  cursor: z.string().max(200).optional(),
});
const cursorSchema = z.strictObject({ workOrderId: z.string() });

/** An approved list is in force this long after its review (the carrier pushes it to the PCRF). */
const applyDelayMilliseconds = 10 * 60_000;

interface WorkOrderRow {
  workOrderId: string;
  request: WorkOrderRequest;
  submittedAt: Date;
  reviewedAt: Date;
  decision: 'approved' | 'rejected';
  decisionReason: string | null;
  appliedAt: Date | null;
}

const workOrderSelect = `SELECT work_order_id AS "workOrderId", request, submitted_at AS "submittedAt",
  reviewed_at AS "reviewedAt", decision, decision_reason AS "decisionReason", applied_at AS "appliedAt"
  FROM carrier_sim.work_orders WHERE app_id = $1 AND kind = 'pcc-whitelist'`;

/** A work order as it stands at `now`: pending until reviewed, then rejected, or approved and then applied. */
function workOrderAnswer(row: WorkOrderRow, now: number) {
  const reviewed = row.reviewedAt.getTime() <= now;
  const applied = row.appliedAt !== null && row.appliedAt.getTime() <= now;
  const state = !reviewed
    ? 'pending'
    : row.decision === 'rejected'
      ? 'rejected'
      : applied
        ? 'applied'
        : 'approved';
  return {
    workOrderId: row.workOrderId,
    operation: row.request.operation,
    destinations: row.request.destinations,
    note: row.request.note ?? null,
    state,
    submittedAt: instant(row.submittedAt),
    expectedReviewAt: instant(row.reviewedAt),
    reviewedAt: reviewed ? instant(row.reviewedAt) : null,
    rejectionReason: reviewed ? row.decisionReason : null,
    appliedAt: applied ? instant(row.appliedAt) : null,
  };
}

const keyOf = (destination: Destination) => `${destination.type}:${destination.value}`;

/** PCC white list (IP certification): destinations submitted as reviewed work orders, then applied. */
export function registerWhitelistRoutes(app: FastifyInstance, services: SimServices): void {
  const { database, clock } = services;

  app.post('/v1/pcc-whitelist/work-orders', async (request) => {
    const account = requestAccount(request);
    const body = parseWith(submitRequest, request.body);
    const now = clock.now();
    const problems = body.operation === 'add' ? body.destinations.map(reviewProblem).filter(Boolean) : [];
    const reviewedAt = addWorkingTime(now, services.config.workOrderReviewSeconds);
    const workOrderId = `WO${await nextOrderNumber(database, now, 'carrier_sim.work_order_sequence')}`;
    await database.query(
      `INSERT INTO carrier_sim.work_orders
         (work_order_id, app_id, kind, request, submitted_at, reviewed_at, decision, decision_reason, applied_at)
       VALUES ($1, $2, 'pcc-whitelist', $3::jsonb, $4, $5, $6, $7, $8)`,
      [
        workOrderId,
        account.appId,
        JSON.stringify(body),
        new Date(now),
        new Date(reviewedAt),
        problems.length > 0 ? 'rejected' : 'approved',
        problems.length > 0 ? problems.join('; ') : null,
        problems.length > 0 ? null : new Date(reviewedAt + applyDelayMilliseconds),
      ],
    );
    return {
      workOrderId,
      state: 'pending',
      submittedAt: new Date(now).toISOString(),
      expectedReviewAt: new Date(reviewedAt).toISOString(),
    };
  });

  app.get<{ Params: { workOrderId: string } }>(
    '/v1/pcc-whitelist/work-orders/:workOrderId',
    async (request) => {
      const rows = await database.query<WorkOrderRow>(`${workOrderSelect} AND work_order_id = $2`, [
        requestAccount(request).appId,
        request.params.workOrderId,
      ]);
      const row = rows[0];
      if (!row) {
        throw new CarrierError(
          404,
          carrierErrorCodes.workOrderNotFound,
          `no work order ${request.params.workOrderId}`,
        );
      }
      return workOrderAnswer(row, clock.now());
    },
  );

  app.get('/v1/pcc-whitelist/work-orders', async (request) => {
    const query = parseWith(listQuery, request.query);
    const after = query.cursor ? decodeCursor(cursorSchema, query.cursor).workOrderId : '';
    const rows = await database.query<WorkOrderRow>(
      `${workOrderSelect} AND work_order_id > $2 ORDER BY work_order_id LIMIT $3`,
      [requestAccount(request).appId, after, query.pageSize + 1],
    );
    const page = rows.slice(0, query.pageSize);
    const last = page[page.length - 1];
    return {
      workOrders: page.map((row) => workOrderAnswer(row, clock.now())),
      nextCursor:
        rows.length > query.pageSize && last ? encodeCursor({ workOrderId: last.workOrderId }) : null,
    };
  });

  app.get('/v1/pcc-whitelist', async (request) => {
    const now = clock.now();
    const applied = await database.query<WorkOrderRow>(
      `${workOrderSelect} AND applied_at <= $2 ORDER BY applied_at, work_order_id`,
      [requestAccount(request).appId, new Date(now)],
    );
    // The list in force: every applied order in turn, adding or removing its destinations.
    const inForce = new Map<string, { destination: Destination; workOrderId: string; appliedAt: Date }>();
    for (const row of applied) {
      for (const destination of row.request.destinations) {
        if (row.request.operation === 'remove') inForce.delete(keyOf(destination));
        else if (row.appliedAt)
          inForce.set(keyOf(destination), {
            destination,
            workOrderId: row.workOrderId,
            appliedAt: row.appliedAt,
          });
      }
    }
    return {
      destinations: [...inForce.values()].map((entry) => ({
        ...entry.destination,
        workOrderId: entry.workOrderId,
        appliedAt: instant(entry.appliedAt),
      })),
    };
  });
}
