import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiBasePath,
  cardImportMaximumBytes,
  carrierAccountCardImportCall,
  carrierAccountCardTemplateDownloadCall,
  pickLocale,
  simCardImportCall,
  simCardTemplateDownloadCall,
  status as statusCodes,
  type CallDefinition,
  type CardImportFormat,
  type LocaleCode,
} from '@simdesk/contract';
import { AppError } from '../../platform/http/app-error';
import { contentDisposition } from '../../platform/http/register-download';
import { parseOrRefuse } from '../../platform/http/validation';
import type { AppServices } from '../../platform/services';
import { startTask } from '../../platform/tasks/start-task';
import { findVisibleAccount } from '../carrier-account/carrier-account-store';
import { guardFileCall } from './call-guard';
import { createCardImportKind } from './card-import-kind';
import { cardImportTemplate } from './card-template';
import { defaultCardPlace } from './import-place';
import { registerUploadCall, type StoredUpload } from './upload-route';

const templateBodySchema = z.strictObject({ obj: z.unknown().optional() });

/** SIMDESK_CARD_IMPORT_MAX_BYTES lowers (or raises) the limit, e.g. for tests of the refusal. */
function maximumUploadBytes(environment: NodeJS.ProcessEnv): number {
  const configured = Number(environment.SIMDESK_CARD_IMPORT_MAX_BYTES);
  return Number.isInteger(configured) && configured > 0 ? configured : cardImportMaximumBytes;
}

function acceptedLocales(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((part) => part !== '');
}

/** A template download: a POST (the body names format and locale) answered with the file itself. */
function registerTemplateCall(
  app: FastifyInstance,
  services: AppServices,
  call: CallDefinition<z.ZodType<{ format: CardImportFormat; locale?: LocaleCode | undefined }>>,
): void {
  app.post(`${apiBasePath}/${call.path}`, { config: { call } }, async (request, reply) => {
    try {
      await guardFileCall(services, request, call);
      const body = parseOrRefuse(templateBodySchema, request.body ?? {});
      const obj = parseOrRefuse(call.obj, body.obj ?? {});
      const locale = obj.locale ?? pickLocale(acceptedLocales(request.headers['accept-language']));
      const file = await cardImportTemplate(obj.format, locale);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .send(file.content);
    } catch (error) {
      if (error instanceof AppError && error.status === statusCodes.forbidden) {
        await services.audit.recordCall(request, call, error.status, null, undefined);
      }
      throw error;
    }
  });
}

/**
 * Card templates and card import (carrier boss account, and the SIM card list's import): the file is uploaded,
 * checked and handed to a 'sim-card-import' task.
 */
export async function registerCardImportCalls(services: AppServices, app: FastifyInstance): Promise<void> {
  const { db } = services;
  const importKind = createCardImportKind(services.config.dataDir);
  services.tasks.register(importKind);
  registerTemplateCall(app, services, carrierAccountCardTemplateDownloadCall);
  registerTemplateCall(app, services, simCardTemplateDownloadCall);

  async function startImport(
    caller: Parameters<typeof startTask>[1],
    upload: StoredUpload,
    input: { carrier: number; carrierAccountId: number | null; orgId: number },
  ) {
    const task = await startTask(services, caller, {
      kind: importKind,
      fileName: upload.fileName,
      input: { upload: upload.storedPath, format: upload.format, ...input },
    });
    return { taskId: task.id, fileName: task.fileName };
  }

  const maximumBytes = maximumUploadBytes(process.env);
  // Multipart only for the two upload calls: every other call keeps its JSON body and its 2 MB limit.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maximumBytes, files: 1, fields: 4, fieldSize: 8 * 1024, parts: 8 },
    });
    registerUploadCall(
      scope,
      services,
      carrierAccountCardImportCall,
      async ({ obj, caller, upload }) => {
        const { account } = await findVisibleAccount(db, caller, obj.id);
        const place = await defaultCardPlace(db, caller, account.companyId, obj.orgId);
        return startImport(caller, upload, {
          carrier: account.carrier,
          carrierAccountId: account.id,
          orgId: place.id,
        });
      },
      maximumBytes,
    );
    registerUploadCall(
      scope,
      services,
      simCardImportCall,
      async ({ obj, caller, upload }) => {
        const account =
          obj.carrierAccountId === undefined
            ? undefined
            : (await findVisibleAccount(db, caller, obj.carrierAccountId)).account;
        const place = await defaultCardPlace(db, caller, caller.companyId, obj.orgId);
        return startImport(caller, upload, {
          carrier: obj.carrier ?? account?.carrier ?? 0,
          carrierAccountId: account?.id ?? null,
          orgId: place.id,
        });
      },
      maximumBytes,
    );
  });
}
