import type { z } from 'zod';
import {
  isAcceptedUpload,
  pickLocale,
  uploadExtensions,
  type CallDefinition,
  type CardImportFormat,
  type cardTaskStartedRowSchema,
  type LocaleCode,
} from '@simdesk/contract';
import { badRequest } from '../../../platform/http/app-error';
import type { CallRegistrar, GuardedCallInput } from '../../../platform/http/register-call';
import type { StoredUpload, UploadRules } from '../../../platform/http/register-upload';
import type { AppServices } from '../../../platform/services';
import { startTask } from '../../../platform/tasks/start-task';
import { resolveStoredPath } from '../../../platform/tasks/task-files';
import { importFormatOfFile } from './import-file-type';
import { ImportFileProblem, readImportFile } from './import-file-reader';
import { defineRowImportKind, rowImportHeader, type RowImport } from './row-import-kind';
import type { TemplateFile } from './row-import-template';

/** A row import with its calls: its template download and its upload, and what they need. */
export interface RowImportCalls<Column extends string, Value> extends RowImport<Column, Value> {
  templateCall: CallDefinition<z.ZodType<{ format: CardImportFormat; locale?: LocaleCode | undefined }>>;
  importCall: CallDefinition<z.ZodType, typeof cardTaskStartedRowSchema>;
  template(format: CardImportFormat, locale: LocaleCode): Promise<TemplateFile>;
  /** The stored name of an upload the browser sent unnamed. */
  defaultFileName: string;
  /** The largest file taken; 16 MB unless said (some 100,000 rows of a dozen short columns). */
  maximumBytes?: number;
  /**
   * Whether the header is read before the task starts, so a file without a required column is refused with
   * nothing started; otherwise the task starts and fails with the reason.
   */
  checkHeaderOnUpload: boolean;
}

const defaultMaximumBytes = 16 * 1024 * 1024;

/** What an import takes: CSV or XLSX by name and by its first bytes, up to a size. */
export function importUploadRules(
  maximumBytes: number,
  defaultFileName: string,
): UploadRules<CardImportFormat> {
  return {
    maximumBytes,
    judgeFile: importFormatOfFile,
    defaultFileName,
    fileName: {
      accepts: (fileName) => isAcceptedUpload(fileName),
      refusal: `only ${uploadExtensions.join(' and ')} files are imported`,
    },
  };
}

/** The languages an Accept-Language header names, best first. */
function acceptedLocales(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((part) => part !== '');
}

/** A template download's answer: the file in the language asked for, else in the browser's. */
export function templateAnswer(
  template: (format: CardImportFormat, locale: LocaleCode) => Promise<TemplateFile>,
) {
  return ({
    obj,
    request,
  }: GuardedCallInput<{ format: CardImportFormat; locale?: LocaleCode | undefined }>) =>
    template(obj.format, obj.locale ?? pickLocale(acceptedLocales(request.headers['accept-language'])));
}

/** Reads an upload's header only: a file that names no required column, or is no CSV or workbook, is refused. */
async function refuseWithoutColumns<Column extends string>(
  dataDir: string,
  upload: StoredUpload<CardImportFormat>,
  rowImport: Pick<RowImport<Column, unknown>, 'columns' | 'requiredColumns' | 'titleOf'>,
): Promise<void> {
  const filePath = resolveStoredPath(dataDir, upload.storedPath);
  if (!filePath) throw new Error('the upload is not where uploads are stored');
  const reader = await readImportFile(filePath, upload.format, rowImportHeader(rowImport));
  const rows = reader.rows[Symbol.asyncIterator]();
  try {
    await rows.next();
  } catch (error) {
    throw error instanceof ImportFileProblem ? badRequest(`file: ${error.message}`) : error;
  } finally {
    await rows.return?.();
  }
}

/** Registers a row import: its task kind, its template (in the asked or the browser's language) and its upload. */
export function registerRowImportCalls<Column extends string, Value>(
  registrar: CallRegistrar,
  services: AppServices,
  calls: RowImportCalls<Column, Value>,
): void {
  const { dataDir } = services.config;
  const kind = defineRowImportKind(dataDir, calls);
  services.tasks.register(kind);

  registrar.fileCall(calls.templateCall, async ({ obj, request }) =>
    calls.template(obj.format, obj.locale ?? pickLocale(acceptedLocales(request.headers['accept-language']))),
  );

  const rules = importUploadRules(calls.maximumBytes ?? defaultMaximumBytes, calls.defaultFileName);
  registrar.uploadCall(calls.importCall, rules, async ({ caller, upload }) => {
    if (calls.checkHeaderOnUpload) {
      await refuseWithoutColumns(dataDir, upload, calls);
    }
    const task = await startTask(services, caller, {
      kind,
      fileName: upload.fileName,
      input: { upload: upload.storedPath, format: upload.format },
    });
    return { rows: [{ taskId: task.id, fileName: task.fileName }], auditTarget: String(task.id) };
  });
}
