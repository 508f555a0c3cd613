import { isAcceptedUpload, pickLocale, uploadExtensions, type CardImportFormat } from '@simdesk/contract';
import { bindingImportCall, bindingTemplateDownloadCall } from '@simdesk/contract/modules/security';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { UploadRules } from '../../platform/http/register-upload';
import type { AppServices } from '../../platform/services';
import { startTask } from '../../platform/tasks/start-task';
import { importFormatOfFile } from '../sim-cards';
import { createBindingImportKind } from './binding-import-kind';
import { bindingTemplate } from './binding-template';

/** The largest binding file taken: two short columns, far fewer bytes a row than a card import. */
const maximumUploadBytes = 16 * 1024 * 1024;

/** The binding template and batch binding by file (a 'binding-import' task with a report per row). */
export function registerBindingImportCalls(registrar: CallRegistrar, services: AppServices): void {
  const importKind = createBindingImportKind(services.config.dataDir);
  services.tasks.register(importKind);

  registrar.fileCall(bindingTemplateDownloadCall, async ({ obj, request }) => {
    const accepted = (request.headers['accept-language'] ?? '')
      .split(',')
      .map((part) => part.split(';')[0] ?? '');
    return bindingTemplate(obj.format, obj.locale ?? pickLocale(accepted));
  });

  const rules: UploadRules<CardImportFormat> = {
    maximumBytes: maximumUploadBytes,
    judgeFile: importFormatOfFile,
    defaultFileName: 'bindings',
    fileName: {
      accepts: (fileName) => isAcceptedUpload(fileName),
      refusal: `only ${uploadExtensions.join(' and ')} files are imported`,
    },
  };
  registrar.uploadCall(bindingImportCall, rules, async ({ caller, upload }) => {
    const task = await startTask(services, caller, {
      kind: importKind,
      fileName: upload.fileName,
      input: { upload: upload.storedPath, format: upload.format },
    });
    return { rows: [{ taskId: task.id, fileName: task.fileName }], auditTarget: String(task.id) };
  });
}
