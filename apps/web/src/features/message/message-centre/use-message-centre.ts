import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  messageClearCall,
  messageMarkReadCall,
  messagePageSize,
  messageReadState,
  messageQueryListCall,
  messageUnreadCountCall,
  type Envelope,
  type MessageRow,
  type MessageTabCode,
  type MessageUnreadCountRow,
  type Page,
} from '@simdesk/contract';
import { callApi } from '../../../api/call-api';
import { refreshChangedAnswers } from '../../../api/call-changes';
import { callQueryKey } from '../../../api/use-call-query';

/** How often the header badge asks for the unread counts (and whenever the window regains focus). */
export const unreadCountPollMilliseconds = 30_000;

const countsObj = {};
const countsKey = callQueryKey(messageUnreadCountCall, countsObj);
const listPage: Page = { pageIndex: 1, pageSize: messagePageSize };
const listKey = (moduleType: MessageTabCode) => callQueryKey(messageQueryListCall, { moduleType }, listPage);

/** Unread and total counts of each tab the operator has. */
export function useMessageCounts(enabled: boolean) {
  return useQuery({
    queryKey: countsKey,
    queryFn: () => callApi(messageUnreadCountCall, countsObj),
    enabled,
    refetchInterval: unreadCountPollMilliseconds,
    refetchOnWindowFocus: true,
  });
}

/** The first page (100) of a tab's messages, read while the drawer shows the tab. */
export function useMessageList(moduleType: MessageTabCode, enabled: boolean) {
  return useQuery({
    queryKey: listKey(moduleType),
    queryFn: () => callApi(messageQueryListCall, { moduleType }, listPage),
    enabled,
  });
}

/** Whether a tab has anything unread, by its count or by the list last read (the count may be older). */
export function tabHasUnread(
  queryClient: QueryClient,
  counts: readonly MessageUnreadCountRow[],
  moduleType: MessageTabCode,
): boolean {
  const counted = counts.find((row) => row.moduleType === moduleType)?.unreadCount ?? 0;
  const listed = queryClient.getQueryData<Envelope<MessageRow>>(listKey(moduleType))?.rows ?? [];
  return counted > 0 || listed.some((row) => row.isRead === 0);
}

function zeroUnread(queryClient: QueryClient, moduleType: MessageTabCode, alsoTotal: boolean): void {
  queryClient.setQueryData<Envelope<MessageUnreadCountRow>>(countsKey, (answer) =>
    answer
      ? {
          ...answer,
          rows: answer.rows.map((row) =>
            row.moduleType === moduleType
              ? { ...row, unreadCount: 0, totalCount: alsoTotal ? 0 : row.totalCount }
              : row,
          ),
        }
      : answer,
  );
}

/** Marks a tab read; its count drops to zero at once, the server's answer follows. */
export function useMarkTabRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleType: MessageTabCode) => callApi(messageMarkReadCall, { moduleType }),
    onMutate: async (moduleType) => {
      // A count or list read still in flight would bring the old unread state back.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: countsKey }),
        queryClient.cancelQueries({ queryKey: listKey(moduleType) }),
      ]);
      zeroUnread(queryClient, moduleType, false);
      queryClient.setQueryData<Envelope<MessageRow>>(listKey(moduleType), (answer) =>
        answer
          ? { ...answer, rows: answer.rows.map((row) => ({ ...row, isRead: messageReadState.read })) }
          : answer,
      );
    },
    onSettled: () => refreshChangedAnswers(queryClient, messageMarkReadCall),
  });
}

/** Clears a tab: its messages leave the drawer (system messages stay in the history). */
export function useClearTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleType: MessageTabCode) => callApi(messageClearCall, { moduleType }),
    onSuccess: (_answer, moduleType) => {
      zeroUnread(queryClient, moduleType, true);
      queryClient.setQueryData<Envelope<MessageRow>>(listKey(moduleType), (answer) =>
        answer ? { ...answer, rows: [], total: 0 } : answer,
      );
    },
    onSettled: () => refreshChangedAnswers(queryClient, messageClearCall),
  });
}
