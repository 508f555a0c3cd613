import { realNameStatus } from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { cardsWithRealNameStatus } from '../../sim-cards';
import { realNameSyncItems, realNameSyncs } from './sync-schema';

const hour = 3_600_000;

/**
 * Three runs of the demo company's status sync: two daily ones (the last found a card the carrier deregistered
 * and one it does not answer for) and an operator's over two cards, all in agreement.
 */
export async function seedDemoSyncs(
  db: Database,
  companyId: number,
  operator: { id: number; account: string },
) {
  const [deregistered, unknown] = await cardsWithRealNameStatus(
    db,
    companyId,
    realNameStatus.byName.registered,
    2,
  );
  if (!deregistered || !unknown) return;
  const now = Date.now();
  const run = (hoursAgo: number, minutes: number) => ({
    startedAt: new Date(now - hoursAgo * hour),
    finishedAt: new Date(now - hoursAgo * hour + minutes * 60_000),
  });
  const [, withDifferences] = await db
    .insert(realNameSyncs)
    .values([
      {
        companyId,
        trigger: 'scheduled',
        scope: 'all',
        status: 'completed',
        ...run(50, 4),
        cardCount: 120,
        checked: 120,
        inAgreement: 120,
      },
      {
        companyId,
        trigger: 'scheduled',
        scope: 'all',
        status: 'completed',
        ...run(26, 4),
        cardCount: 120,
        checked: 120,
        inAgreement: 118,
        changed: 1,
        errors: 1,
      },
      {
        companyId,
        trigger: 'operator',
        operatorId: operator.id,
        operatorName: operator.account,
        scope: 'cards',
        status: 'completed',
        ...run(3, 1),
        cardCount: 2,
        checked: 2,
        inAgreement: 2,
      },
    ])
    .returning({ id: realNameSyncs.id });
  if (!withDifferences) return;
  const item = (card: typeof deregistered) => ({
    syncId: withDifferences.id,
    companyId,
    orgId: card.orgId,
    orgPath: card.orgPath,
    cardId: card.id,
    iccid: card.iccid,
    msisdn: card.msisdn,
    ourStatus: realNameStatus.byName.registered,
    ourVin: card.vin,
  });
  await db.insert(realNameSyncItems).values([
    {
      ...item(deregistered),
      outcome: 'changed',
      differences: ['status'],
      carrierStatus: realNameStatus.byName.cancelled,
      applied: true,
    },
    { ...item(unknown), outcome: 'error', error: 'CARD_NOT_FOUND: the account has no such card' },
  ]);
}
