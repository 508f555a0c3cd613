import { cardStatus } from '@simdesk/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { instant } from '../cards/card-context';
import { requestAccount } from '../http/authentication';
import { parseWith } from '../http/card-selector';
import type { SimServices } from '../services';

const listQuery = z.object({
  after: z
    .string()
    .regex(/^\d{19,20}$/)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
  status: z.coerce
    .number()
    .refine((value) => cardStatus.has(value), 'not a card status code')
    .optional(),
});

interface ListedCard {
  iccid: string;
  msisdn: string;
  imsi: string;
  status: number;
  statusChangedAt: Date;
  openedAt: Date;
  activatedAt: Date | null;
  ratePlan: string;
}

/** The account's cards in ICCID order, a page at a time after a cursor: what a card sync walks through. */
export function registerCardListRoutes(app: FastifyInstance, services: SimServices): void {
  app.get('/v1/cards', async (request) => {
    const account = requestAccount(request);
    const query = parseWith(listQuery, request.query);
    const rows = await services.database.query<ListedCard>(
      `SELECT iccid, msisdn, imsi, status, status_changed_at AS "statusChangedAt", opened_at AS "openedAt",
         activated_at AS "activatedAt", rate_plan AS "ratePlan"
       FROM carrier_sim.cards
       WHERE app_id = $1 AND iccid > COALESCE($2::text, $5::text) AND ($3::smallint IS NULL OR status = $3)
       ORDER BY iccid LIMIT $4`,
      // An account's ICCIDs share its prefix, so the primary key walk starts at the account's first card.
      [account.appId, query.after ?? null, query.status ?? null, query.pageSize, account.plan.iccidPrefix],
    );
    const last = rows[rows.length - 1];
    return {
      cards: rows.map((row) => ({
        ...row,
        statusChangedAt: instant(row.statusChangedAt),
        openedAt: instant(row.openedAt),
        activatedAt: instant(row.activatedAt),
      })),
      nextAfter: rows.length === query.pageSize && last ? last.iccid : null,
    };
  });
}
