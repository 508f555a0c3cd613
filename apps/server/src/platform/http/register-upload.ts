import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { apiBasePath, status as statusCodes, successEnvelope, type CallDefinition } from '@simdesk/contract';
import type { OperatorContext } from '../auth/operator-context';
import type { AuditTrail } from '../audit/audit-trail';
import { displayFileName, removeQuietly, storedPath } from '../tasks/task-files';
import { badRequest } from './app-error';
import type { CallResult } from './call-handler';
import { parseOrRefuse } from './validation';
import { failureAnswer } from './error-handler';

/** An uploaded file, checked by its first bytes and kept under tasks/uploads/ for the task that reads it. */
export interface StoredUpload<Format extends string = string> {
  fileName: string;
  format: Format;
  /** Relative to the data dir, as a task's input stores it. */
  storedPath: string;
}

/** What an upload call accepts: how large, and which kinds of file (judged by their first bytes). */
export interface UploadRules<Format extends string> {
  maximumBytes: number;
  /** The file's kind, or why it is refused (a PNG sent as a spreadsheet, say). */
  judgeFile(filePath: string): Promise<{ format: Format } | { refused: string }>;
  /** The stored name when the browser sent none. */
  defaultFileName: string;
  /** The names taken, by their extension, and what a refusal of another says; the content is judged still. */
  fileName?: { accepts(fileName: string): boolean; refusal: string };
}

export type UploadHandler<Obj, Row, Format extends string> = (input: {
  obj: Obj;
  caller: OperatorContext;
  upload: StoredUpload<Format>;
}) => Promise<CallResult<Row>>;

interface UploadPlatform {
  audit: AuditTrail;
  dataDir: string;
  /** The session and the page code and button action, as every guarded call. */
  guard(request: FastifyRequest, call: CallDefinition): Promise<OperatorContext>;
}

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Registers a declared call that takes a file: multipart/form-data with a JSON field `obj` and a field `file`.
 * The same guard as every call (session, page code and action, strict `obj`, audit), then the file is streamed
 * to disk, refused beyond the limit, its kind judged by its first bytes. Multipart is parsed only in the call's
 * own scope: every other call keeps its JSON body and its 2 MB limit.
 */
export function registerUploadCall<Obj extends z.ZodType, Row extends z.ZodType, Format extends string>(
  app: FastifyInstance,
  platform: UploadPlatform,
  call: CallDefinition<Obj, Row>,
  rules: UploadRules<Format>,
  handler: UploadHandler<z.output<Obj>, z.input<Row>, Format>,
): void {
  const limit = rules.maximumBytes / (1024 * 1024);
  const tooLarge = () => badRequest(`the file is larger than ${limit.toFixed(limit < 1 ? 2 : 0)} MB`);
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: rules.maximumBytes, files: 1, fields: 4, fieldSize: 8 * 1024, parts: 8 },
    });
    scope.post(`${apiBasePath}/${call.path}`, { config: { call } }, async (request) => {
      let auditObj: unknown = null;
      let savedPath: string | undefined;
      try {
        const caller = await platform.guard(request, call);
        if (!request.isMultipart()) {
          throw badRequest('send the file as multipart/form-data with the fields obj and file');
        }
        let objText: string | undefined;
        let fileName: string | undefined;
        const uploads = path.join(platform.dataDir, 'tasks', 'uploads');
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'obj' && typeof part.value === 'string') objText = part.value;
            continue;
          }
          if (part.fieldname !== 'file' || fileName !== undefined) {
            part.file.resume();
            continue;
          }
          if (part.filename && rules.fileName && !rules.fileName.accepts(part.filename)) {
            part.file.resume();
            throw badRequest(`file: ${rules.fileName.refusal}`);
          }
          fileName = displayFileName(part.filename, rules.defaultFileName);
          await mkdir(uploads, { recursive: true });
          savedPath = path.join(uploads, `${randomUUID()}.upload`);
          await pipeline(part.file, createWriteStream(savedPath)).catch((error: unknown) => {
            throw isTooLarge(error) ? tooLarge() : error;
          });
        }
        let objValue: unknown;
        try {
          objValue = objText === undefined ? {} : JSON.parse(objText);
        } catch {
          throw badRequest('obj: expected JSON');
        }
        const obj = parseOrRefuse(call.obj, objValue);
        auditObj = { ...(obj as object), fileName };
        if (!savedPath || fileName === undefined) throw badRequest('file: choose the file to import');
        const judged = await rules.judgeFile(savedPath);
        if ('refused' in judged) throw badRequest(judged.refused);
        const result = await handler({
          obj,
          caller,
          upload: { fileName, format: judged.format, storedPath: storedPath(platform.dataDir, savedPath) },
        });
        await platform.audit.recordCall(request, call, statusCodes.success, auditObj, result.auditTarget);
        return successEnvelope(result.rows);
      } catch (error) {
        if (savedPath) await removeQuietly(savedPath);
        const refusal = isTooLarge(error) ? statusCodes.badRequest : failureAnswer(error).body.status;
        await platform.audit.recordCall(request, call, refusal, auditObj, undefined);
        if (isTooLarge(error)) throw tooLarge();
        throw error;
      }
    });
  });
}
