import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiBasePath,
  hasAction,
  isOfCallerKind,
  pageSchema,
  status as statusCodes,
  successEnvelope,
  type CallDefinition,
  type CallerKind,
  type Page,
} from '@simdesk/contract';
import type { OperatorContext } from '../auth/operator-context';
import type { Authenticator } from '../auth/authenticator';
import type { AuditTrail } from '../audit/audit-trail';
import { AppError, forbidden } from './app-error';
import type { AnsweredFile, CallResult, GuardedCallInput, PublicCallInput } from './call-handler';
import { contentDisposition, registerDownloadRoute, type DownloadHandler } from './register-download';
import { registerUploadCall, type UploadHandler, type UploadRules } from './register-upload';
import { registerSignedCall, type SignedCallHandler, type SignedCallRules } from './register-signed-call';
import { parseOrRefuse } from './validation';
import { failureAnswer } from './error-handler';

export type { CallResult, GuardedCallInput, PublicCallInput } from './call-handler';

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

type Handler<Obj extends z.ZodType, Row extends z.ZodType, Input> = (
  input: Input & { obj: z.output<Obj> },
) => Promise<CallResult<z.input<Row>>>;

/** The one way a call becomes a route; every kind of call is guarded and audited the same way. */
export interface CallRegistrar {
  publicCall<Obj extends z.ZodType, Row extends z.ZodType>(
    call: CallDefinition<Obj, Row>,
    handler: Handler<Obj, Row, PublicCallInput<z.output<Obj>>>,
  ): void;
  guardedCall<Obj extends z.ZodType, Row extends z.ZodType>(
    call: CallDefinition<Obj, Row>,
    handler: Handler<Obj, Row, GuardedCallInput<z.output<Obj>>>,
  ): void;
  /** A guarded call that takes a file (multipart/form-data with `obj` and `file`). */
  uploadCall<Obj extends z.ZodType, Row extends z.ZodType, Format extends string>(
    call: CallDefinition<Obj, Row>,
    rules: UploadRules<Format>,
    handler: UploadHandler<z.output<Obj>, z.input<Row>, Format>,
  ): void;
  /** A guarded call answered with a file instead of an envelope (a template). */
  fileCall<Obj extends z.ZodType, Row extends z.ZodType>(
    call: CallDefinition<Obj, Row>,
    handler: (input: GuardedCallInput<z.output<Obj>>) => Promise<AnsweredFile>,
  ): void;
  /** An open-API call from a company's own systems: a request signed by app credentials, no session. */
  signedCall<Obj extends z.ZodType, Row extends z.ZodType>(
    call: CallDefinition<Obj, Row>,
    rules: SignedCallRules,
    handler: SignedCallHandler<z.output<Obj>, z.input<Row>>,
  ): void;
  /** A public GET a browser follows to fetch a file; it carries its own credential (a one-time ticket). */
  downloadCall<Obj extends z.ZodType, Row extends z.ZodType>(
    call: CallDefinition<Obj, Row>,
    handler: DownloadHandler<Obj>,
  ): void;
}

export interface RegistrarPlatform {
  authenticator: Authenticator;
  audit: AuditTrail;
  /** Where uploads are kept for the tasks that read them. */
  dataDir: string;
}

const envelopeBodySchema = z.strictObject({ obj: z.unknown().optional(), page: pageSchema.optional() });

function readBody(call: CallDefinition, body: unknown): { obj: unknown; page: Page | undefined } {
  const envelope = parseOrRefuse(envelopeBodySchema, body ?? {});
  const obj = parseOrRefuse(call.obj, envelope.obj ?? {});
  return { obj, page: envelope.page };
}

/** How a refusal names the kind of operator a call is kept to. */
const callerKindNames: Record<CallerKind, string> = { customPlatform: 'custom-platform (API)' };

/** The page code, button action and kind of operator a call declares, checked against the caller. */
export function checkAccess(call: CallDefinition, caller: OperatorContext): void {
  const { access } = call;
  if (access.kind === 'public') return;
  if (access.onlyFor && !isOfCallerKind(caller, access.onlyFor)) {
    throw forbidden(`this call serves ${callerKindNames[access.onlyFor]} accounts only`);
  }
  if (access.kind !== 'page') return;
  const { pageCode, action } = access;
  if (!hasAction(caller.grantedPageCodes, caller.actionGrants, pageCode, action)) {
    throw forbidden(`no ${action} right on ${pageCode}`);
  }
}

/** Rows leave through the call's row schema: a column the contract does not declare never reaches a browser. */
function declaredRows(call: CallDefinition, rows: readonly unknown[]): unknown[] {
  return rows.map((row) => call.row.parse(row));
}

/**
 * Registers contract calls as routes. In one place: the session and the page code and button action (guarded
 * calls, checked before the body is read), strict validation of the body, the answer's rows shaped by the
 * call's row schema, the audit trail of every mutating call and every refusal of rights, and the envelope.
 */
export function createCallRegistrar(app: FastifyInstance, platform: RegistrarPlatform): CallRegistrar {
  const { authenticator, audit } = platform;

  async function guard(request: FastifyRequest, call: CallDefinition): Promise<OperatorContext> {
    const caller = await authenticator.authenticate(request);
    request.caller = caller;
    checkAccess(call, caller);
    return caller;
  }

  function register(
    call: CallDefinition,
    guarded: boolean,
    run: (input: GuardedCallInput<unknown> | PublicCallInput<unknown>) => Promise<CallResult<unknown>>,
  ) {
    app.post(`${apiBasePath}/${call.path}`, { config: { call } }, async (request) => {
      let obj: unknown = undefined;
      try {
        if (guarded) await guard(request, call);
        const body = readBody(call, request.body);
        obj = body.obj;
        const input = { obj: body.obj, page: body.page, request };
        const result = await run(request.caller ? { ...input, caller: request.caller } : input);
        const rows = declaredRows(call, result.rows);
        if (call.mutates)
          await audit.recordCall(
            request,
            call,
            statusCodes.success,
            obj,
            result.auditTarget,
            result.auditActor,
          );
        return successEnvelope(rows, call.paged ? (result.total ?? rows.length) : undefined);
      } catch (error) {
        // The audit row keeps the status the caller is answered.
        const refusal = failureAnswer(error).body.status;
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
      if (call.signedBy) throw new Error(`${call.path} is an open-API call: register it as a signed call`);
      register(call, true, (input) => handler(input as never));
    },
    uploadCall(call, rules, handler) {
      if (call.access.kind === 'public') throw new Error(`${call.path} is declared public`);
      registerUploadCall(app, { audit, dataDir: platform.dataDir, guard }, call, rules, async (input) => {
        const result = await handler(input);
        return { ...result, rows: declaredRows(call, result.rows) as typeof result.rows };
      });
    },
    fileCall(call, handler) {
      if (call.access.kind === 'public') throw new Error(`${call.path} is declared public`);
      app.post(`${apiBasePath}/${call.path}`, { config: { call } }, async (request, reply) => {
        try {
          const caller = await guard(request, call);
          const body = readBody(call, request.body);
          const file = await handler({ obj: body.obj as never, page: body.page, request, caller });
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', contentDisposition(file.fileName))
            .send(file.content);
        } catch (error) {
          if (error instanceof AppError && error.status === statusCodes.forbidden) {
            await audit.recordCall(request, call, error.status, null, undefined);
          }
          throw error;
        }
      });
    },
    signedCall(call, rules, handler) {
      registerSignedCall(app, { audit, readBody, checkAccess }, call, rules, handler);
    },
    downloadCall(call, handler) {
      registerDownloadRoute(app, audit, call, handler);
    },
  };
}
