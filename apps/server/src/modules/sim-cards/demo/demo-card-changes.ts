import { and, desc, eq } from 'drizzle-orm';
import { cardStatus } from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { operators, organizations } from '../../../platform/database/schema';
import { cardChangeItems, cardChangeOrders } from '../schema/card-changes-schema';
import { simCards } from '../schema/cards-schema';

const minutesAgo = (minutes: number, now: number) => new Date(now - minutes * 60_000);

/**
 * A few settled change orders of the company admin for the card state page: a delivered SMS, a data-session reset,
 * a status change the carrier refused and a scheduled one that was cancelled. None changed a card, so the simulator
 * agrees.
 */
export async function seedDemoCardChanges(
  db: Database,
  companyId: number,
  account: string,
  now = Date.now(),
) {
  const [operator] = await db
    .select({ id: operators.id, orgId: operators.orgId, orgPath: organizations.path })
    .from(operators)
    .leftJoin(organizations, eq(organizations.id, operators.orgId))
    .where(eq(operators.account, account));
  // The newest live cards: the tests of the card changes start from the oldest.
  const cards = await db
    .select({
      id: simCards.id,
      iccid: simCards.iccid,
      orgPath: simCards.orgPath,
      carrierAccountId: simCards.carrierAccountId,
    })
    .from(simCards)
    .where(and(eq(simCards.companyId, companyId), eq(simCards.cardStatus, cardStatus.byName.activated)))
    .orderBy(desc(simCards.id))
    .limit(3);
  if (!operator || cards.length < 3) return;
  const [smsCard, refusedCard, scheduledCard] = cards as [
    (typeof cards)[number],
    (typeof cards)[number],
    (typeof cards)[number],
  ];
  const { suspended, activated } = cardStatus.byName;
  const orders = [
    {
      card: smsCard,
      order: {
        kind: 'sms',
        request: { content: 'Please restart the telematics unit.' },
        state: 'success',
        reason: null,
      },
      item: { state: 'success', carrierOrderNumber: '2026010109000000000101', deliveryState: 'delivered' },
      createdAt: minutesAgo(90, now),
    },
    {
      card: smsCard,
      order: { kind: 'sessionReset', request: {}, state: 'success', reason: null },
      item: { state: 'success', carrierOrderNumber: '2026010108300000000102' },
      createdAt: minutesAgo(150, now),
    },
    {
      card: refusedCard,
      order: {
        kind: 'status',
        request: { targetStatus: suspended },
        targetStatus: suspended,
        state: 'failed',
        reason: 'Customer request',
      },
      item: {
        state: 'failed',
        fromStatus: activated,
        toStatus: suspended,
        reasonCode: 'CHANGE_TOO_FREQUENT',
        reason: 'the carrier refuses the same change on this card so soon; try again in 120 s',
      },
      createdAt: minutesAgo(45, now),
    },
    {
      card: scheduledCard,
      order: {
        kind: 'status',
        request: { targetStatus: suspended },
        targetStatus: suspended,
        state: 'cancelled',
        reason: 'End of lease',
        scheduledAt: minutesAgo(-24 * 60, now),
      },
      item: {
        state: 'failed',
        fromStatus: activated,
        toStatus: suspended,
        reasonCode: 'CANCELLED',
        reason: `cancelled by ${account} before it was sent`,
      },
      createdAt: minutesAgo(20, now),
    },
  ];
  for (const { card, order, item, createdAt } of orders) {
    const [created] = await db
      .insert(cardChangeOrders)
      .values({
        companyId,
        orgId: operator.orgId,
        orgPath: operator.orgPath,
        operatorId: operator.id,
        cardCount: 1,
        createdAt,
        finishedAt: new Date(createdAt.getTime() + 5_000),
        ...order,
      })
      .returning({ id: cardChangeOrders.id });
    if (!created) continue;
    await db.insert(cardChangeItems).values({
      orderId: created.id,
      cardId: card.id,
      companyId,
      iccid: card.iccid,
      carrierAccountId: card.carrierAccountId,
      submittedAt: createdAt,
      settledAt: new Date(createdAt.getTime() + 5_000),
      ...item,
    });
  }
}
