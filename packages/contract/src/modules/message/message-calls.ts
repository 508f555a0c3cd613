import { z } from 'zod';
import { messageTab, messageType } from '../../codes/message-codes';
import { messagePageSize } from '../../rules/constants';
import { authenticatedAccess } from '../../calls/define-call';
import { callsWith, pageCalls } from '../../calls/declare-calls';
import { bigRecordIdSchema, recordIdSchema, timeRangeFilterFields } from '../../calls/shared-schemas';

/*
 * The message centre (spec §4, §7 message/…). Every operator has one and sees only their own messages:
 * a publish fans out one row per recipient, so read and cleared state is each operator's own.
 * moduleType is the drawer tab (messageTab); the rule-alarm tab (1) needs ruleAlarmPageCode.
 */

/** Every operator reads and clears their own messages. */
const ownMessages = callsWith(authenticatedAccess);

const messageIdSchema = bigRecordIdSchema;

/** One message as the drawer shows it. */
export const messageRowSchema = z.object({
  id: z.number(),
  moduleType: messageTab.schema,
  messageType: messageType.schema,
  /** ISO 8601; the console shows it as YYYY-MM-DD HH:mm:ss. */
  occurTime: z.string(),
  ruleName: z.string().nullable(),
  content: z.string(),
  /** 0 unread, 1 read (messageReadState). */
  isRead: z.literal([0, 1]),
});
export type MessageRow = z.infer<typeof messageRowSchema>;

/**
 * A tab's messages that are not cleared, newest first; page size at most messagePageSize (100, the default).
 * Refused for the rule-alarm tab without the rule management code.
 */
export const messageQueryListCall = ownMessages.read({
  path: 'message/query-list',
  obj: z.strictObject({ moduleType: messageTab.schema }),
  row: messageRowSchema,
  paged: true,
});

/** Per tab the caller has: messages not cleared, and of those the unread ones (the header badge). */
export const messageUnreadCountRowSchema = z.object({
  moduleType: messageTab.schema,
  unreadCount: z.number(),
  totalCount: z.number(),
});
export type MessageUnreadCountRow = z.infer<typeof messageUnreadCountRowSchema>;

/** One row per tab the caller has (the rule-alarm tab only with its code); the header polls it. */
export const messageUnreadCountCall = ownMessages.read({
  path: 'message/unread-count',
  obj: z.strictObject({}),
  row: messageUnreadCountRowSchema,
});

/** A system message in the history, cleared ones included. */
export const messageHistoryRowSchema = messageRowSchema.extend({
  /** ISO 8601 when cleared from the drawer, else null. */
  clearedTime: z.string().nullable(),
});
export type MessageHistoryRow = z.infer<typeof messageHistoryRowSchema>;

/** The caller's system messages (tab 0), cleared ones included, newest first, paged with a total. */
export const messageSystemHistoryCall = ownMessages.read({
  path: 'message/query-system-message-history',
  obj: z.strictObject({
    messageType: messageType.schema.optional(),
    /** occurTime at or after `from` and at or before `to`. */
    ...timeRangeFilterFields,
  }),
  row: messageHistoryRowSchema,
  paged: true,
});

/** How many of the caller's messages a change touched. */
export const messageChangeRowSchema = z.object({ updatedCount: z.number() });
export type MessageChangeRow = z.infer<typeof messageChangeRowSchema>;

/**
 * Marks read either a whole tab (moduleType) or some messages (ids, all the caller's own, else nothing changes
 * and the answer is '404').
 */
export const messageMarkReadCall = ownMessages.change({
  path: 'message/update-msg-record',
  obj: z
    .strictObject({
      moduleType: messageTab.schema.optional(),
      ids: z.array(messageIdSchema).min(1).max(messagePageSize).optional(),
    })
    .refine((obj) => (obj.moduleType === undefined) !== (obj.ids === undefined), {
      message: 'give either moduleType or ids',
    }),
  row: messageChangeRowSchema,
  changes: ['message/unread-count', 'message/query-list', 'message/query-system-message-history'],
});

/** Clears a tab: its messages leave the drawer (and count as read); the history keeps system messages. */
export const messageClearCall = ownMessages.change({
  path: 'message/clear',
  obj: z.strictObject({ moduleType: messageTab.schema }),
  row: messageChangeRowSchema,
  changes: ['message/unread-count', 'message/query-list', 'message/query-system-message-history'],
});

/** The longest system notice, in characters: the form counts toward it and the server holds to it. */
export const systemNoticeMaxLength = 2000;

/**
 * Carrier staff announce a system upgrade (messageType 0, system tab) to a company's operators, or to one org
 * subtree of it. The page code is enterprise configuration ('edit'): a notice to a company is an act of
 * administering that enterprise, and the server also requires a cross-company (carrier) role.
 */
export const messagePublishSystemNoticeCall = pageCalls('sysManagement-accountSetting').change('edit', {
  path: 'message/publish-system-notice',
  obj: z.strictObject({
    companyId: recordIdSchema,
    orgId: recordIdSchema.optional(),
    content: z.string().trim().min(1).max(systemNoticeMaxLength),
  }),
  row: z.object({ recipientCount: z.number() }),
  changes: ['message/unread-count', 'message/query-list', 'message/query-system-message-history'],
});
