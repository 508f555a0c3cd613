import { sql } from 'drizzle-orm';
import { collectionStage, realNameStatus } from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { cardsWithRealNameStatus } from '../../sim-cards';
import { newLinkSecret } from '../collections/link-secret';
import { realNameCollectionEvents, realNameCollections } from '../real-name-schema';
import { placedCardValues } from '../placed-card-values';

const { linkSent, opened, documentsRead, cancelled } = collectionStage.byName;

/** The demo's collections, newest last: sent, opened, a picture warned, withdrawn, and one left to expire. */
const demoCollections = [
  { stage: linkSent, hoursAgo: 30, events: ['sent'] },
  { stage: cancelled, hoursAgo: 6, events: ['sent', 'cancelled'] },
  { stage: opened, hoursAgo: 3, events: ['sent', 'opened'] },
  { stage: documentsRead, hoursAgo: 2, events: ['sent', 'opened', 'documentRead', 'documentRead'] },
  { stage: linkSent, hoursAgo: 1, events: ['sent'] },
] as const;

/**
 * Owner links of sold vehicles (cards registered to the maker and fitted to a vehicle) at every open stage, so
 * the collection list shows real rows. Their secrets are thrown away: no demo link opens.
 */
export async function seedDemoCollections(
  db: Database,
  makerCompanyId: number,
  creatorId: number,
): Promise<void> {
  const fitted = (await cardsWithRealNameStatus(db, makerCompanyId, realNameStatus.byName.registered, 60))
    .filter((card) => card.vin !== null)
    .slice(-demoCollections.length);
  for (const [index, card] of fitted.entries()) {
    const demo = demoCollections[index];
    if (!demo) break;
    const createdAt = sql`now() - make_interval(hours => ${demo.hoursAgo})`;
    const [stored] = await db
      .insert(realNameCollections)
      .values({
        ...placedCardValues(card),
        vin: card.vin ?? '',
        tokenDigest: newLinkSecret().digest,
        stage: demo.stage,
        expiresAt: sql`now() + make_interval(hours => ${24 - demo.hoursAgo})`,
        openedAt: demo.stage === opened || demo.stage === documentsRead ? createdAt : null,
        frontWarnings:
          demo.stage === documentsRead ? '[{"code":-9101,"reasons":["card-touches-edge"]}]' : null,
        backWarnings: demo.stage === documentsRead ? '[]' : null,
        createdBy: creatorId,
        createdAt,
      })
      .returning({ id: realNameCollections.id });
    if (!stored) continue;
    await db.insert(realNameCollectionEvents).values(
      demo.events.map((kind, step) => ({
        collectionId: stored.id,
        kind,
        at: sql`now() - make_interval(hours => ${demo.hoursAgo}) + make_interval(mins => ${step * 4})`,
        detail: kind === 'documentRead' ? (step === 2 ? 'front: -9101' : 'back: no warning') : null,
        operatorId: kind === 'sent' || kind === 'cancelled' ? creatorId : null,
      })),
    );
  }
}
