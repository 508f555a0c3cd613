import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { instant } from '../cards/card-context';
import { parseWith } from '../http/card-selector';
import { timeWindowFields, timeWindowOf } from '../http/paging';
import type { SimServices } from '../services';
import { millisecondsPerDay } from '../time/carrier-day';
import { cellAreaAt } from '../world/cell-area';
import { deviceAt, deviceChangesBetween } from '../world/device-model';
import { answerCards } from './card-query-routes';

const historyQuery = z.object({
  iccids: z.string().optional(),
  msisdns: z.string().optional(),
  imsis: z.string().optional(),
  from: timeWindowFields.from.optional(),
  to: timeWindowFields.to,
});

const maximumDays = 366;
const defaultDays = 90;
// Salt of the cell-area draw at a device change (the records' kinds use others).
const deviceChangeSalt = 510;

/** The devices a card was seen in over a window: each change with its time and, where known, the cell. */
export function registerImeiRoutes(app: FastifyInstance, services: SimServices): void {
  app.get('/v1/query/sim-imei-history', async (request) => {
    const query = parseWith(historyQuery, request.query);
    const now = services.clock.now();
    const window = timeWindowOf(
      { from: query.from ?? new Date(now - defaultDays * millisecondsPerDay).toISOString(), to: query.to },
      now,
      maximumDays,
    );
    return answerCards(services, request, { needsEvents: true }, (context) => {
      const changes = deviceChangesBetween(
        context.seed,
        context.timeline(),
        window.from,
        window.to,
        context.imeiChangeShare,
      );
      return {
        imei: deviceAt(context.seed, context.timeline(), now, context.imeiChangeShare).imei,
        changes: changes.reverse().map((change) => ({
          imei: change.imei,
          previousImei: change.previousImei,
          changedAt: instant(change.changedAt),
          cellArea: cellAreaAt(context.seed, change.changedAt, deviceChangeSalt),
        })),
      };
    });
  });
}
