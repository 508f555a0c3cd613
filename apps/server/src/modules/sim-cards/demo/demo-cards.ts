import { asc, eq } from 'drizzle-orm';
import { carrier } from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { organizations } from '../../../platform/database/schema';
import { cardStatusHistory, simCards } from '../schema/cards-schema';
import { demoCardFacts } from './demo-card-facts';

/** How many of the simulator's demo cards (by index, from 0) each demo company holds, in this order. */
export interface DemoCardShare {
  companyId: number;
  count: number;
  /** The carrier account the cards are provisioned through (the carrier's account at the simulator). */
  carrierAccountId: number;
}

const rowsPerInsert = 500;

interface DemoCompany {
  id: number;
  orgs: { id: number; path: string }[];
  carrierAccountId: number;
}

function demoCard(index: number, company: DemoCompany, now: number) {
  const org = company.orgs[index % company.orgs.length];
  return {
    companyId: company.id,
    orgId: org?.id ?? null,
    orgPath: org?.path ?? null,
    carrierAccountId: company.carrierAccountId,
    carrier: carrier.byName.chinaMobile,
    ...demoCardFacts(index, now),
  };
}

/**
 * The demo's cards: the simulator's demo cards by index with the statuses it starts them with, so the console
 * and the simulator agree before the first sync. Usage stays zero until the usage sync fills it.
 */
export async function seedDemoCards(db: Database, shares: readonly DemoCardShare[], now = Date.now()) {
  let nextIndex = 0;
  for (const share of shares) {
    const orgs = await db
      .select({ id: organizations.id, path: organizations.path })
      .from(organizations)
      .where(eq(organizations.companyId, share.companyId))
      .orderBy(asc(organizations.id));
    const company = { id: share.companyId, orgs, carrierAccountId: share.carrierAccountId };
    for (let start = 0; start < share.count; start += rowsPerInsert) {
      const batch = Array.from({ length: Math.min(rowsPerInsert, share.count - start) }, (_, offset) =>
        demoCard(nextIndex + start + offset, company, now),
      );
      const inserted = await db
        .insert(simCards)
        .values(batch)
        .returning({ id: simCards.id, companyId: simCards.companyId, status: simCards.cardStatus });
      await db.insert(cardStatusHistory).values(
        inserted.map((card, position) => ({
          cardId: card.id,
          companyId: card.companyId,
          toStatus: card.status,
          reason: 'demo seed',
          changedAt: batch[position]?.statusChangedAt ?? new Date(now),
        })),
      );
    }
    nextIndex += share.count;
  }
}
