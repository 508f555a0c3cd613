import { and, eq, type SQL } from 'drizzle-orm';
import {
  canSeeMessageTab,
  messagePageSize,
  messageReadState,
  messageTab,
  messageType,
  type MessageHistoryRow,
  type MessageRow,
  type MessageTabCode,
  type Page,
} from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { messages } from '../../platform/database/schema-messages';
import { badRequest, forbidden } from '../../platform/http/app-error';

type MessageRecord = typeof messages.$inferSelect;

/** Only ever the caller's own rows: a message row belongs to exactly one recipient. */
export function ownMessages(caller: OperatorContext): SQL {
  return and(eq(messages.operatorId, caller.operatorId), eq(messages.companyId, caller.companyId)) as SQL;
}

/** The rule-alarm tab needs the rule management code (spec §6). */
export function refuseHiddenTab(caller: OperatorContext, moduleType: MessageTabCode): void {
  if (!canSeeMessageTab(caller.grantedPageCodes, moduleType)) {
    throw forbidden('the rule-alarm messages need the rule management page');
  }
}

/** The drawer list reads at most messagePageSize (100) rows a page, and that many when no page is sent. */
export function messageListPage(page: Page | undefined): Page {
  if (page && page.pageSize > messagePageSize) {
    throw badRequest(`page.pageSize: at most ${messagePageSize} messages a page`);
  }
  return page ?? { pageIndex: 1, pageSize: messagePageSize };
}

export function toMessageRow(message: MessageRecord): MessageRow {
  return {
    id: message.id,
    moduleType: messageTab.has(message.moduleType) ? message.moduleType : messageTab.byName.system,
    messageType: messageType.has(message.messageType)
      ? message.messageType
      : messageType.byName.systemUpgradeNotice,
    occurTime: message.occurTime.toISOString(),
    ruleName: message.ruleName,
    content: message.content,
    isRead: message.readAt === null ? messageReadState.unread : messageReadState.read,
  };
}

export function toMessageHistoryRow(message: MessageRecord): MessageHistoryRow {
  return { ...toMessageRow(message), clearedTime: message.clearedAt?.toISOString() ?? null };
}
