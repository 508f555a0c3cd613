import path from 'node:path';
import {
  apiBasePath,
  taskDownloadAttachmentCall,
  taskDownloadCall,
  taskDownloadTaskAttachmentCall,
  type DownloadLinkRow,
  type TaskFile,
} from '@simdesk/contract';
import { loadOperatorContext, type OperatorContext } from '../../platform/auth/operator-context';
import { forbidden, notFound } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { resolveStoredPath } from '../../platform/tasks/task-files';
import type { TaskRecord } from '../../platform/tasks/task-kind';
import { issueDownloadTicket, spendDownloadTicket } from './download-tickets';
import { loadVisibleTask } from './task-rows';
import { canDownloadTask, refuseOutsideTaskCentre } from './task-visibility';

const contentTypes: Record<string, string> = {
  '.csv': 'text/csv; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.zip': 'application/zip',
};

/** The file a caller may download from a task, or a refusal; rights are checked on every step. */
async function downloadableFile(
  services: AppServices,
  caller: OperatorContext,
  taskId: number,
  which: TaskFile,
): Promise<{ task: TaskRecord; fileName: string; filePath: string }> {
  refuseOutsideTaskCentre(caller);
  const { task } = await loadVisibleTask(services.db, caller, taskId);
  if (!canDownloadTask(caller, task)) throw forbidden('no right to download the files of this task');
  const [fileName, stored] =
    which === 'result'
      ? [task.attachmentName, task.attachmentPath]
      : [task.errorReportName, task.errorReportPath];
  const filePath = stored ? resolveStoredPath(services.config.dataDir, stored) : undefined;
  if (!fileName || !filePath) {
    throw notFound(which === 'result' ? 'this task has no result file' : 'this task has no error report');
  }
  return { task, fileName, filePath };
}

/**
 * Downloads in two steps (S6): a signed-in call answers a link with a one-time ticket, and the link (a plain
 * GET a browser can follow) spends the ticket. The session token never travels in a URL.
 */
export function registerTaskDownloadCalls(registrar: CallRegistrar, services: AppServices): void {
  const issueLink = async (input: { obj: { taskId: number; which: TaskFile }; caller: OperatorContext }) => {
    const { obj, caller } = input;
    const { task, fileName } = await downloadableFile(services, caller, obj.taskId, obj.which);
    const { ticket, expiresAt } = await issueDownloadTicket(services, caller, task.id, obj.which);
    const query = new URLSearchParams({ taskId: String(task.id), token: ticket });
    const row: DownloadLinkRow = {
      url: `${apiBasePath}/${taskDownloadCall.path}?${query.toString()}`,
      fileName,
      expiresAt: expiresAt.toISOString(),
    };
    return { rows: [row], auditTarget: String(task.id) };
  };
  registrar.guardedCall(taskDownloadAttachmentCall, issueLink);
  registrar.guardedCall(taskDownloadTaskAttachmentCall, issueLink);

  registrar.downloadCall(taskDownloadCall, async ({ obj, request }) => {
    const spent = await spendDownloadTicket(services, obj.token, obj.taskId);
    const caller = await loadOperatorContext(services.db, spent.operatorId, spent.sessionId);
    if (!caller) throw forbidden('this account can no longer download');
    request.caller = caller;
    const file = await downloadableFile(services, caller, spent.taskId, spent.file);
    return {
      filePath: file.filePath,
      fileName: file.fileName,
      contentType: contentTypes[path.extname(file.filePath)] ?? 'application/octet-stream',
      auditTarget: String(file.task.id),
    };
  });
}
