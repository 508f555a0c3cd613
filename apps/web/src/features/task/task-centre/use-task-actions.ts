import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  taskCancelCall,
  taskDownloadAttachmentCall,
  taskDownloadCall,
  type TaskFile,
  type TaskRow,
} from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { refreshChangedAnswers } from '../../../api/call-changes';
import { downloadFile } from '../../../api/download-file';

type LinkCall = typeof taskDownloadAttachmentCall;

/**
 * Asks for a one-time link to a task's file and downloads it at once: the link is valid for a minute and
 * carries its own ticket, so it goes through the download helper without the session header.
 */
export async function downloadTaskFile(
  task: Pick<TaskRow, 'id'>,
  which: TaskFile,
  linkCall: LinkCall = taskDownloadAttachmentCall,
): Promise<void> {
  const link = await callApiForRow(linkCall, { taskId: task.id, which });
  await downloadFile({ path: taskDownloadCall.path, ticketUrl: link.url, fallbackFileName: link.fileName });
}

/** Cancels a running task; every task list (drawer and page) refreshes after. */
export function useCancelTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: Pick<TaskRow, 'id'>) => callApiForRow(taskCancelCall, { taskId: task.id }),
    onSettled: () => refreshChangedAnswers(queryClient, taskCancelCall),
  });
}
