import type { FastifyRequest } from 'fastify';
import type { CallDefinition } from '@simdesk/contract';
import type { Clock } from '../clock';
import type { Database } from '../database/connect';
import { auditLog } from '../database/schema';
import { maskDetail } from './mask-detail';

/** The operator an audit row belongs to. */
export interface AuditActor {
  operatorId: number;
  account: string;
  companyId: number;
}

function triedAccount(obj: unknown): string | null {
  if (typeof obj !== 'object' || obj === null || !('account' in obj)) return null;
  return typeof obj.account === 'string' ? obj.account.slice(0, 64) : null;
}

export interface AuditTrail {
  /**
   * One row per mutating call (login attempts included) or refused right:
   * who, what call, target, result, IP, request id.
   */
  recordCall(
    request: FastifyRequest,
    call: CallDefinition,
    status: string,
    obj: unknown,
    target: string | undefined,
    actor?: AuditActor,
  ): Promise<void>;
}

export function createAuditTrail(db: Database, clock: Clock): AuditTrail {
  return {
    async recordCall(request, call, status, obj, target, actor) {
      // The signed-in caller; else who a sign-in established; else the account a public call named.
      const caller = request.caller ?? actor;
      try {
        await db.insert(auditLog).values({
          at: clock.now(),
          operatorId: caller?.operatorId ?? null,
          account: caller?.account ?? triedAccount(obj),
          companyId: caller?.companyId ?? null,
          call: call.path,
          target: target ?? null,
          status,
          ipAddress: request.ip,
          requestId: String(request.id),
          detail: maskDetail(obj),
        });
      } catch (error) {
        // The audit row must not turn a finished call into a failure; the log keeps the trace.
        request.log.error({ err: error }, 'audit write failed');
      }
    },
  };
}
