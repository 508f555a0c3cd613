import { and, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  messageClearCall,
  messageMarkReadCall,
  messageQueryListCall,
  messageSystemHistoryCall,
  messageTab,
  messageUnreadCountCall,
  visibleMessageTabs,
} from '@simdesk/contract';
import { messages } from '../../platform/database/schema-messages';
import { notFound } from '../../platform/http/app-error';
import { parseDateTime } from '../../platform/http/paging';
import type { Database } from '../../platform/database/connect';
import { pagedRows } from '../../platform/database/paged-rows';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { registerMessagePublishCalls } from './message-publish-routes';
import {
  messageListPage,
  ownMessages,
  refuseHiddenTab,
  toMessageHistoryRow,
  toMessageRow,
} from './message-rows';

/** Messages matching a condition, newest first. */
function newestMessages(db: Database, where: SQL | undefined) {
  return db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.occurTime), desc(messages.id))
    .$dynamic();
}

/** The message centre: the drawer's lists and counts, the system-message history, read and clear. */
export function registerMessageCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(messageQueryListCall, async ({ obj, page, caller }) => {
    refuseHiddenTab(caller, obj.moduleType);
    const where = and(
      ownMessages(caller),
      eq(messages.moduleType, obj.moduleType),
      isNull(messages.clearedAt),
    );
    const { rows, total } = await pagedRows(db, messageListPage(page), newestMessages(db, where), {
      table: messages,
      where,
    });
    return { rows: rows.map(toMessageRow), total };
  });

  registrar.guardedCall(messageUnreadCountCall, async ({ caller }) => {
    const counted = await db
      .select({
        moduleType: messages.moduleType,
        unreadCount: sql<number>`(count(*) filter (where ${messages.readAt} is null))::int`,
        totalCount: sql<number>`count(*)::int`,
      })
      .from(messages)
      .where(and(ownMessages(caller), isNull(messages.clearedAt)))
      .groupBy(messages.moduleType);
    const byTab = new Map(counted.map((row) => [row.moduleType, row]));
    const rows = visibleMessageTabs(caller.grantedPageCodes).map((moduleType) => ({
      moduleType,
      unreadCount: byTab.get(moduleType)?.unreadCount ?? 0,
      totalCount: byTab.get(moduleType)?.totalCount ?? 0,
    }));
    return { rows };
  });

  registrar.guardedCall(messageSystemHistoryCall, async ({ obj, page, caller }) => {
    const conditions: (SQL | undefined)[] = [
      ownMessages(caller),
      eq(messages.moduleType, messageTab.byName.system),
    ];
    if (obj.messageType !== undefined) conditions.push(eq(messages.messageType, obj.messageType));
    if (obj.from) conditions.push(gte(messages.occurTime, parseDateTime(obj.from)));
    if (obj.to) conditions.push(lte(messages.occurTime, parseDateTime(obj.to)));
    const where = and(...conditions);
    const { rows, total } = await pagedRows(db, page, newestMessages(db, where), { table: messages, where });
    return { rows: rows.map(toMessageHistoryRow), total };
  });

  registrar.guardedCall(messageMarkReadCall, async ({ obj, caller }) => {
    let target: SQL;
    let auditTarget: string;
    if (obj.moduleType !== undefined) {
      refuseHiddenTab(caller, obj.moduleType);
      target = eq(messages.moduleType, obj.moduleType);
      auditTarget = `moduleType ${obj.moduleType}`;
    } else {
      const ids = [...new Set(obj.ids ?? [])];
      // Every id must be the caller's own; otherwise nothing changes (and nothing says whose it was).
      const found = await db
        .select({ id: messages.id, moduleType: messages.moduleType })
        .from(messages)
        .where(and(ownMessages(caller), inArray(messages.id, ids)));
      if (found.length < ids.length) throw notFound('no such message');
      for (const message of found) {
        if (messageTab.has(message.moduleType)) refuseHiddenTab(caller, message.moduleType);
      }
      target = inArray(messages.id, ids);
      auditTarget = ids.join(',');
    }
    const updated = await db
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(and(ownMessages(caller), target, isNull(messages.readAt)))
      .returning({ id: messages.id });
    return { rows: [{ updatedCount: updated.length }], auditTarget };
  });

  registrar.guardedCall(messageClearCall, async ({ obj, caller }) => {
    refuseHiddenTab(caller, obj.moduleType);
    // A cleared message was seen: it counts as read in the history too.
    const cleared = await db
      .update(messages)
      .set({ clearedAt: sql`now()`, readAt: sql`coalesce(${messages.readAt}, now())` })
      .where(and(ownMessages(caller), eq(messages.moduleType, obj.moduleType), isNull(messages.clearedAt)))
      .returning({ id: messages.id });
    return { rows: [{ updatedCount: cleared.length }], auditTarget: `moduleType ${obj.moduleType}` };
  });

  registerMessagePublishCalls(registrar, services);
}
