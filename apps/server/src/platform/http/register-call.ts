import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiBasePath,
  hasAction,
  pageSchema,
  status as statusCodes,
  successEnvelope,
  type CallDefinition,
  type Page,
} from '@simdesk/contract';
import type { OperatorContext } from '../auth/operator-context';
import type { Authenticator } from '../auth/authenticator';
import type { AuditActor, AuditTrail } from '../audit/audit-trail';
import { AppError, forbidden } from './app-error';
import { parseOrRefuse } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every /api route; a route without it makes start-up fail (deny by default). */
    call?: CallDefinition;
  }
  interface FastifyRequest {
    /** The signed-in operator of a guarded call. */
    caller?: OperatorContext;
  }
}

/** What a handler of a public call receives. */
export interface PublicCallInput<Obj> {
  obj: Obj;
  page: Page | undefined;
  request: FastifyRequest;
}

/** What a handler of a guarded call receives: the caller, already checked. */
export interface GuardedCallInput<Obj> extends PublicCallInput<Obj> {
  caller: OperatorContext;
}

/** A handler answers its rows (and a total for paged calls); refusals are thrown as AppError. */
export interface CallResult<Row> {
  rows: Row[];
  total?: number;
  /** What the audit log names as the call's target (an account, an id). */
  auditTarget?: string;
  /** Who acted, when a public call established it (a sign-in): the audit row is then theirs. */
  auditActor?: AuditActor;
}

type Handler<Obj extends z.ZodType, Row extends z.ZodType, Input> = (
  input: Input & { obj: z.output<Obj> },
) => Promise<CallResult<z.input<Row>>>;

export interface CallRegistrar {
  publicCall<Obj extends z.ZodType, Row extends z.ZodType>(
    call: CallDefinition<Obj, Row>,
    handler: Handler<Obj, Row, PublicCallInput<z.output<Obj>>>,
  ): void;
  guardedCall<Obj extends z.ZodType, Row extends z.ZodType>(
    call: CallDefinition<Obj, Row>,
    handler: Handler<Obj, Row, GuardedCallInput<z.output<Obj>>>,
  ): void;
}

const envelopeBodySchema = z.strictObject({ obj: z.unknown().optional(), page: pageSchema.optional() });

function readBody(call: CallDefinition, body: unknown): { obj: unknown; page: Page | undefined } {
  const envelope = parseOrRefuse(envelopeBodySchema, body ?? {});
  const obj = parseOrRefuse(call.obj, envelope.obj ?? {});
  return { obj, page: envelope.page };
}

/** The page code and button action a call declares, checked against what the caller holds. */
export function checkAccess(call: CallDefinition, caller: OperatorContext): void {
  if (call.access.kind !== 'page') return;
  const { pageCode, action } = call.access;
  if (!hasAction(caller.grantedPageCodes, caller.actionGrants, pageCode, action)) {
    throw forbidden(`no ${action} right on ${pageCode}`);
  }
}

/**
 * Registers contract calls as POST routes. In one place: the session and the page code and button action
 * (guarded calls, checked before the body is read), strict validation of the body, the audit trail of
 * every mutating call and every refusal of rights, and the envelope.
 */
export function createCallRegistrar(
  app: FastifyInstance,
  authenticator: Authenticator,
  audit: AuditTrail,
): CallRegistrar {
  function register(
    call: CallDefinition,
    guarded: boolean,
    run: (input: GuardedCallInput<unknown> | PublicCallInput<unknown>) => Promise<CallResult<unknown>>,
  ) {
    app.post(`${apiBasePath}/${call.path}`, { config: { call } }, async (request) => {
      let obj: unknown = undefined;
      try {
        if (guarded) {
          request.caller = await authenticator.authenticate(request);
          checkAccess(call, request.caller);
        }
        const body = readBody(call, request.body);
        obj = body.obj;
        const input = { obj: body.obj, page: body.page, request };
        const result = await run(request.caller ? { ...input, caller: request.caller } : input);
        if (call.mutates)
          await audit.recordCall(
            request,
            call,
            statusCodes.success,
            obj,
            result.auditTarget,
            result.auditActor,
          );
        return successEnvelope(result.rows, call.paged ? (result.total ?? result.rows.length) : undefined);
      } catch (error) {
        const refusal = error instanceof AppError ? error.status : statusCodes.serverError;
        if (call.mutates || refusal === statusCodes.forbidden) {
          await audit.recordCall(request, call, refusal, obj ?? null, undefined);
        }
        throw error;
      }
    });
  }

  return {
    publicCall(call, handler) {
      if (call.access.kind !== 'public') throw new Error(`${call.path} is not declared public`);
      register(call, false, (input) => handler(input as never));
    },
    guardedCall(call, handler) {
      if (call.access.kind === 'public') throw new Error(`${call.path} is declared public`);
      register(call, true, (input) => handler(input as never));
    },
  };
}
