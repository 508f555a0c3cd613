import type { AlarmSourceCode, MessageTypeCode } from '@simdesk/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/database/connect';
import { organizations } from '../../platform/database/schema';
import { alarmRecords, type StoredAlarmAction } from './call-records-schema';

/** Cards an alarm record names at most; the count says how many there were. */
export const alarmCardLimit = 500;

/** An alarm as its raiser reports it: who, why, which cards and what was done. */
export interface AlarmToRecord {
  companyId: number;
  orgPath?: string | null;
  source: AlarmSourceCode;
  messageType: MessageTypeCode;
  ruleId?: number;
  ruleName?: string;
  cause: string;
  cardCount?: number;
  iccids?: readonly string[];
  actions: readonly StoredAlarmAction[];
  raisedAt?: Date;
}

/** The path of the company's root org: an alarm about the whole company is seen from its root. */
async function rootPathOf(db: Database, companyId: number): Promise<string | null> {
  const [root] = await db
    .select({ path: organizations.path })
    .from(organizations)
    .where(and(eq(organizations.companyId, companyId), isNull(organizations.parentId)));
  return root?.path ?? null;
}

/** Keeps one alarm in the alarm records (rules after their actions, the console after a failed sync). */
export async function recordAlarm(db: Database, alarm: AlarmToRecord): Promise<number> {
  const iccids = (alarm.iccids ?? []).slice(0, alarmCardLimit);
  const [row] = await db
    .insert(alarmRecords)
    .values({
      companyId: alarm.companyId,
      orgPath: alarm.orgPath ?? (await rootPathOf(db, alarm.companyId)),
      source: alarm.source,
      messageType: alarm.messageType,
      ruleId: alarm.ruleId ?? null,
      ruleName: alarm.ruleName ?? null,
      cause: alarm.cause,
      cardCount: alarm.cardCount ?? iccids.length,
      iccids,
      actions: [...alarm.actions],
      ...(alarm.raisedAt ? { raisedAt: alarm.raisedAt } : {}),
    })
    .returning({ id: alarmRecords.id });
  return row?.id ?? 0;
}
