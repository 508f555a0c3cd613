import { count, desc, eq } from 'drizzle-orm';
import type { CardStatusCode, CardStatusRecord, Page } from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { operators } from '../../../platform/database/schema';
import { cardStatusHistory } from '../schema/cards-schema';
import { pageWindow } from '../../../platform/http/paging';

/** One page of a card's status history, newest first; the card was already checked to be in scope. */
export async function cardStatusRecords(
  db: Database,
  cardId: number,
  page: Page | undefined,
): Promise<{ rows: CardStatusRecord[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const found = await db
    .select({
      id: cardStatusHistory.id,
      fromStatus: cardStatusHistory.fromStatus,
      toStatus: cardStatusHistory.toStatus,
      reason: cardStatusHistory.reason,
      orderNumber: cardStatusHistory.orderNumber,
      changedAt: cardStatusHistory.changedAt,
      operatorAccount: operators.account,
      operatorName: operators.name,
    })
    .from(cardStatusHistory)
    .leftJoin(operators, eq(operators.id, cardStatusHistory.operatorId))
    .where(eq(cardStatusHistory.cardId, cardId))
    .orderBy(desc(cardStatusHistory.changedAt), desc(cardStatusHistory.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ total: count() })
    .from(cardStatusHistory)
    .where(eq(cardStatusHistory.cardId, cardId));
  return {
    rows: found.map((record) => ({
      ...record,
      fromStatus: record.fromStatus as CardStatusCode | null,
      toStatus: record.toStatus as CardStatusCode,
      changedAt: record.changedAt.toISOString(),
      operatorAccount: record.operatorAccount ?? null,
      operatorName: record.operatorName ?? null,
    })),
    total: counted?.total ?? 0,
  };
}
