import type { z } from 'zod';
import {
  carrierAccountCardImportCall,
  carrierAccountCardTemplateDownloadCall,
  isAcceptedUpload,
  pickLocale,
  simCardImportCall,
  simCardTemplateDownloadCall,
  uploadExtensions,
  type CallDefinition,
  type CardImportFormat,
  type LocaleCode,
} from '@simdesk/contract';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { StoredUpload, UploadRules } from '../../../platform/http/register-upload';
import type { AppServices } from '../../../platform/services';
import { startTask } from '../../../platform/tasks/start-task';
import { findVisibleAccount } from '../../carrier-account';
import { createCardImportKind } from './card-import-kind';
import { cardImportTemplate } from './card-template';
import { importFormatOfFile } from './import-file-type';
import { defaultCardPlace } from './import-place';

function acceptedLocales(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((part) => part !== '');
}

/** A template download: a POST (the body names format and locale) answered with the file itself. */
function registerTemplateCall(
  registrar: CallRegistrar,
  call: CallDefinition<z.ZodType<{ format: CardImportFormat; locale?: LocaleCode | undefined }>>,
): void {
  registrar.fileCall(call, async ({ obj, request }) => {
    const locale = obj.locale ?? pickLocale(acceptedLocales(request.headers['accept-language']));
    return cardImportTemplate(obj.format, locale);
  });
}

/**
 * Card templates and card import (carrier boss account, and the SIM card list's import): the file is uploaded,
 * checked and handed to a 'sim-card-import' task.
 */
export function registerCardImportCalls(
  registrar: CallRegistrar,
  services: AppServices,
  maximumUploadBytes: number,
): void {
  const { db } = services;
  const importKind = createCardImportKind(services.config.dataDir);
  services.tasks.register(importKind);
  registerTemplateCall(registrar, carrierAccountCardTemplateDownloadCall);
  registerTemplateCall(registrar, simCardTemplateDownloadCall);

  async function startImport(
    caller: Parameters<typeof startTask>[1],
    upload: StoredUpload<CardImportFormat>,
    input: { carrier: number; carrierAccountId: number | null; orgId: number },
  ) {
    const task = await startTask(services, caller, {
      kind: importKind,
      fileName: upload.fileName,
      input: { upload: upload.storedPath, format: upload.format, ...input },
    });
    return { rows: [{ taskId: task.id, fileName: task.fileName }], auditTarget: String(task.id) };
  }

  const rules: UploadRules<CardImportFormat> = {
    maximumBytes: maximumUploadBytes,
    judgeFile: importFormatOfFile,
    defaultFileName: 'cards',
    fileName: {
      accepts: (fileName) => isAcceptedUpload(fileName),
      refusal: `only ${uploadExtensions.join(' and ')} files are imported`,
    },
  };
  registrar.uploadCall(carrierAccountCardImportCall, rules, async ({ obj, caller, upload }) => {
    const { account } = await findVisibleAccount(db, caller, obj.id);
    const place = await defaultCardPlace(db, caller, account.companyId, obj.orgId);
    return startImport(caller, upload, {
      carrier: account.carrier,
      carrierAccountId: account.id,
      orgId: place.id,
    });
  });
  registrar.uploadCall(simCardImportCall, rules, async ({ obj, caller, upload }) => {
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
  });
}
