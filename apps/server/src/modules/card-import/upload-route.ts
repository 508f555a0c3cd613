import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  apiBasePath,
  status as statusCodes,
  successEnvelope,
  type CallDefinition,
  type CardImportFormat,
  type CardTaskStartedRow,
} from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { AppError, badRequest } from '../../platform/http/app-error';
import { parseOrRefuse } from '../../platform/http/validation';
import type { AppServices } from '../../platform/services';
import { displayFileName, removeQuietly, storedPath } from '../../platform/tasks/task-files';
import { guardFileCall } from './call-guard';
import { importFormatOfFile } from './import-file-type';

/** An uploaded import file, checked by its first bytes and kept under tasks/uploads/ for the task. */
export interface StoredUpload {
  fileName: string;
  format: CardImportFormat;
  /** Relative to the data dir, as a task's input stores it. */
  storedPath: string;
}

export type UploadHandler<Obj> = (input: {
  obj: Obj;
  caller: OperatorContext;
  upload: StoredUpload;
}) => Promise<CardTaskStartedRow>;

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Registers a declared call that takes a file: multipart/form-data with a JSON field `obj` and a field `file`.
 * The same guard as every call (session, page code and action, strict `obj`, audit), then the file is streamed
 * to disk, refused beyond `maximumBytes`, its type judged by its first bytes. The scope must have
 * @fastify/multipart with limits.fileSize = maximumBytes.
 */
export function registerUploadCall<Obj extends z.ZodType, Row extends z.ZodType>(
  scope: FastifyInstance,
  services: AppServices,
  call: CallDefinition<Obj, Row>,
  handler: UploadHandler<z.output<Obj>>,
  maximumBytes: number,
): void {
  const limit = maximumBytes / (1024 * 1024);
  const tooLarge = () => badRequest(`the file is larger than ${limit.toFixed(limit < 1 ? 2 : 0)} MB`);
  scope.post(`${apiBasePath}/${call.path}`, { config: { call } }, async (request) => {
    let auditObj: unknown = null;
    let savedPath: string | undefined;
    try {
      const caller = await guardFileCall(services, request, call);
      if (!request.isMultipart()) {
        throw badRequest('send the file as multipart/form-data with the fields obj and file');
      }
      let objText: string | undefined;
      let fileName: string | undefined;
      const uploads = path.join(services.config.dataDir, 'tasks', 'uploads');
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'obj' && typeof part.value === 'string') objText = part.value;
          continue;
        }
        if (part.fieldname !== 'file' || fileName !== undefined) {
          part.file.resume();
          continue;
        }
        fileName = displayFileName(part.filename, 'cards');
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
      const type = await importFormatOfFile(savedPath);
      if ('refused' in type) throw badRequest(type.refused);
      const row = await handler({
        obj,
        caller,
        upload: { fileName, format: type.format, storedPath: storedPath(services.config.dataDir, savedPath) },
      });
      await services.audit.recordCall(request, call, statusCodes.success, auditObj, String(row.taskId));
      return successEnvelope([row]);
    } catch (error) {
      if (savedPath) await removeQuietly(savedPath);
      const refusal = isTooLarge(error)
        ? statusCodes.badRequest
        : error instanceof AppError
          ? error.status
          : statusCodes.serverError;
      await services.audit.recordCall(request, call, refusal, auditObj, undefined);
      if (isTooLarge(error)) throw tooLarge();
      throw error;
    }
  });
}
