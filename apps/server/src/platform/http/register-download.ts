import { open } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { apiBasePath, status as statusCodes, type CallDefinition } from '@simdesk/contract';
import type { AuditTrail } from '../audit/audit-trail';
import { notFound } from './app-error';
import { parseOrRefuse } from './validation';
import { failureAnswer } from './error-handler';

/** A file to send, found by the handler after it checked the request's credential and rights. */
export interface DownloadFile {
  filePath: string;
  /** The name the browser saves it under. */
  fileName: string;
  contentType: string;
  auditTarget?: string;
}

export type DownloadHandler<Obj extends z.ZodType> = (input: {
  obj: z.output<Obj>;
  request: FastifyRequest;
}) => Promise<DownloadFile>;

/** RFC 6266 / 5987: an ASCII fallback name plus the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Registers a file download link: a GET call (the browser follows a plain link) whose `obj` is the query
 * string, validated like any call. It carries its own credential (a one-time ticket), never the session token.
 * Refusals answer the envelope through the error handler; successes stream the file.
 */
export function registerDownloadRoute<Obj extends z.ZodType, Row extends z.ZodType>(
  app: FastifyInstance,
  audit: AuditTrail,
  call: CallDefinition<Obj, Row>,
  handler: DownloadHandler<Obj>,
): void {
  if (call.method !== 'GET' || call.access.kind !== 'public') {
    throw new Error(`${call.path} is not declared as a public GET download`);
  }
  // No HEAD twin: a HEAD request would spend the ticket without sending the file.
  app.get(
    `${apiBasePath}/${call.path}`,
    { config: { call }, exposeHeadRoute: false },
    async (request, reply) => {
      let obj: unknown = null;
      try {
        const parsed = parseOrRefuse(call.obj, request.query ?? {});
        obj = parsed;
        const file = await handler({ obj: parsed, request });
        const handle = await open(file.filePath).catch(() => {
          throw notFound('the file of this task is no longer there');
        });
        const { size } = await handle.stat();
        if (call.mutates) await audit.recordCall(request, call, statusCodes.success, obj, file.auditTarget);
        return reply
          .header('content-type', file.contentType)
          .header('content-length', size)
          .header('content-disposition', contentDisposition(file.fileName))
          .send(handle.createReadStream());
      } catch (error) {
        await audit.recordCall(request, call, failureAnswer(error).body.status, obj, undefined);
        throw error;
      }
    },
  );
}
