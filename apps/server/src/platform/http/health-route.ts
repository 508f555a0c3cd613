import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { status as statusCodes, type Envelope } from '@simdesk/contract';
import type { ProcessRole } from '../config/process-role';
import type { Database } from '../database/connect';

/** The load balancer's view of one process: GET /health. */
export interface HealthCheck {
  /** From now on the check answers 503, so a load balancer sends no new requests before the stop. */
  startDraining(): void;
}

export const healthPath = '/health';

/**
 * GET /health: 200 `{ status: 'ok', role }` while the process can reach its database; 503 when it cannot or
 * while it drains before a stop. Outside /api: it needs no session and carries nothing personal.
 */
export function registerHealthRoute(app: FastifyInstance, db: Database, role: ProcessRole): HealthCheck {
  let draining = false;
  app.get(healthPath, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'stopping', role });
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok', role };
    } catch {
      return reply.code(503).send({ status: 'database unavailable', role });
    }
  });
  return {
    startDraining() {
      draining = true;
    },
  };
}

/** A worker process answers the health check only: calls and the console are the api processes' work. */
export function refuseAllButHealth(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === healthPath || request.url.startsWith(`${healthPath}?`)) return;
    const body: Envelope = {
      status: statusCodes.notFound,
      msg: 'this is a worker process: calls and the console are served by the api processes',
      rows: [],
    };
    return reply.code(404).send(body);
  });
}
