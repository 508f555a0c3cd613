import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  callUrl,
  status as statusCodes,
  successEnvelope,
  type CallDefinition,
  type Page,
} from '@simdesk/contract';
import type { AuditTrail } from '../audit/audit-trail';
import type { OperatorContext } from '../auth/operator-context';
import type { SignedRequestVerifier } from '../auth/signed-request';
import { badRequest } from './app-error';
import type { CallResult, GuardedCallInput } from './call-handler';
import { failureAnswer } from './error-handler';

/** What an open-API call is checked by and how large its body may be. */
export interface SignedCallRules {
  verifier: SignedRequestVerifier;
  bodyLimit: number;
}

/** What a signed call's handler receives: a guarded call's input and the app key that signed it. */
export type SignedCallInput<Obj> = GuardedCallInput<Obj> & { appKey: string };

export type SignedCallHandler<Obj, Row> = (input: SignedCallInput<Obj>) => Promise<CallResult<Row>>;

/** What the registrar lends a signed call: how it reads a body and checks rights, as for every call. */
export interface SignedCallPlatform {
  audit: AuditTrail;
  readBody(call: CallDefinition, body: unknown): { obj: unknown; page: Page | undefined };
  checkAccess(call: CallDefinition, caller: OperatorContext): void;
}

/** The bytes each request arrived with: the signature covers them exactly, not their parsed JSON. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * Registers an open-API call: the request's signature, time and nonce, then the page code and action of the
 * credentials' operator, then the body by the call's schema; the audit log keeps every answer, refusals too,
 * but never the body (it holds personal data): the handler names what it did in `auditTarget`.
 */
export function registerSignedCall<Obj extends z.ZodType, Row extends z.ZodType>(
  app: FastifyInstance,
  platform: SignedCallPlatform,
  call: CallDefinition<Obj, Row>,
  rules: SignedCallRules,
  handler: SignedCallHandler<z.output<Obj>, z.input<Row>>,
): void {
  if (call.signedBy !== 'appCredentials' || call.access.kind !== 'page') {
    throw new Error(`${call.path} is not declared as a signed open-API call with a page code`);
  }
  // Its own scope: only this route reads JSON as raw bytes first.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: rules.bodyLimit },
      (request, body: Buffer, done) => {
        rawBodies.set(request, body);
        try {
          done(null, JSON.parse(body.toString('utf8')));
        } catch {
          done(badRequest('the body is not JSON'), undefined);
        }
      },
    );
    scope.post(callUrl(call), { config: { call }, bodyLimit: rules.bodyLimit }, async (request) => {
      try {
        const { caller, appKey } = await rules.verifier.verify({
          method: request.method,
          url: request.url,
          ip: request.ip,
          headers: request.headers,
          rawBody: rawBodies.get(request) ?? Buffer.alloc(0),
        });
        request.caller = caller;
        platform.checkAccess(call, caller);
        const { obj, page } = platform.readBody(call, request.body);
        const result = await handler({ obj: obj as z.output<Obj>, page, request, caller, appKey });
        const rows = result.rows.map((row) => call.row.parse(row));
        await platform.audit.recordCall(request, call, statusCodes.success, null, result.auditTarget);
        return successEnvelope(rows);
      } catch (error) {
        await platform.audit.recordCall(request, call, failureAnswer(error).body.status, null, undefined);
        throw error;
      }
    });
  });
}
