import { and, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { MessageTabCode, MessageTypeCode } from '@simdesk/contract';
import type { Database } from '../database/connect';
import { operators, organizations } from '../database/schema';
import { messages } from '../database/schema-messages';
import { notFound } from '../http/app-error';

/** A message for the operators of a company, of one org subtree of it, or for some of its operators. */
export interface MessageToPublish {
  companyId: number;
  /** Only the operators of this org and of every org below it. */
  orgId?: number;
  /** Only these operators (still of the company, and of the org subtree when orgId is given). */
  operatorIds?: readonly number[];
  /** The drawer tab: 0 system, 1 rule alarms, 2 security. */
  moduleType: MessageTabCode;
  messageType: MessageTypeCode;
  ruleName?: string | null;
  content: string;
  /** When it happened; now when absent. */
  occurTime?: Date;
}

/** What other modules use to tell operators something (services.messages). */
export interface MessagePublisher {
  /** Fans out one message row per enabled, undeleted operator reached; answers how many were reached. */
  publish(message: MessageToPublish): Promise<{ recipientCount: number }>;
}

async function orgPathOf(db: Database, companyId: number, orgId: number): Promise<string> {
  const [org] = await db
    .select({ path: organizations.path })
    .from(organizations)
    .where(and(eq(organizations.id, orgId), eq(organizations.companyId, companyId)));
  if (!org) throw notFound('no such organization in the company');
  return org.path;
}

/**
 * Publishes through the given database or transaction, so a module can publish inside its own transaction.
 * One INSERT … SELECT: the recipients are whoever the company or org subtree holds at this moment.
 */
export async function publishMessage(
  db: Database,
  message: MessageToPublish,
): Promise<{ recipientCount: number }> {
  if (message.operatorIds !== undefined && message.operatorIds.length === 0) return { recipientCount: 0 };
  // Disabled and deleted operators sign in no more: they receive nothing.
  const conditions: SQL[] = [
    eq(operators.companyId, message.companyId),
    eq(operators.enabled, true),
    isNull(operators.deletedAt),
  ];
  if (message.orgId !== undefined) {
    const orgPath = await orgPathOf(db, message.companyId, message.orgId);
    conditions.push(like(organizations.path, `${orgPath}%`));
  }
  if (message.operatorIds !== undefined) conditions.push(inArray(operators.id, [...message.operatorIds]));
  const occurTime = message.occurTime ? sql`${message.occurTime.toISOString()}::timestamptz` : sql`now()`;
  const column = (name: string) => sql.identifier(name);
  const result = await db.execute(sql`
    with inserted as (
      insert into ${messages} (
        ${column(messages.companyId.name)}, ${column(messages.operatorId.name)},
        ${column(messages.moduleType.name)}, ${column(messages.messageType.name)},
        ${column(messages.ruleName.name)}, ${column(messages.content.name)}, ${column(messages.occurTime.name)}
      )
      select ${operators.companyId}, ${operators.id}, ${message.moduleType}::smallint,
        ${message.messageType}::smallint, ${message.ruleName ?? null}::text, ${message.content}::text, ${occurTime}
      from ${operators}
      left join ${organizations} on ${organizations.id} = ${operators.orgId}
      where ${and(...conditions)}
      returning 1
    )
    select count(*)::int as "recipientCount" from inserted
  `);
  const rows = (result as unknown as { rows: { recipientCount: number }[] }).rows;
  return { recipientCount: rows[0]?.recipientCount ?? 0 };
}

export function createMessagePublisher(db: Database): MessagePublisher {
  return { publish: (message) => publishMessage(db, message) };
}
