import type { z } from 'zod';
import {
  carrierAccountCardImportCall,
  carrierAccountCardTemplateDownloadCall,
  simCardImportCall,
  simCardTemplateDownloadCall,
  type CallDefinition,
  type CardImportFormat,
  type LocaleCode,
} from '@simdesk/contract';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { StoredUpload } from '../../../platform/http/register-upload';
import type { AppServices } from '../../../platform/services';
import { startTask } from '../../../platform/tasks/start-task';
import { findVisibleAccount } from '../../carrier-account';
import { createCardImportKind } from './card-import-kind';
import { cardImportTemplate } from './card-template';
import { defaultCardPlace } from './import-place';
import { importUploadRules, templateAnswer } from './row-import-calls';

/** A template download: a POST (the body names format and locale) answered with the file itself. */
function registerTemplateCall(
  registrar: CallRegistrar,
  call: CallDefinition<z.ZodType<{ format: CardImportFormat; locale?: LocaleCode | undefined }>>,
): void {
  registrar.fileCall(call, templateAnswer(cardImportTemplate));
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

  const rules = importUploadRules(maximumUploadBytes, 'cards');
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
