// The service hall's side of a collection: the link's secret is the only key, and it opens one collection.
import { eq, sql } from 'drizzle-orm';
import { collectionStage, maskIdNumber } from '@simdesk/contract';
import {
  faceCheckAttempts,
  type DocumentReadingRow,
  type ServiceHallStateRow,
} from '@simdesk/contract/modules/real-name';
import type { Database } from '../../../platform/database/connect';
import { badRequest, notFound } from '../../../platform/http/app-error';
import type { PersonalDataBox } from '../../../platform/privacy/personal-data';
import { realNameCollections } from '../real-name-schema';
import { readCollectionRows, recordCollectionEvents, storedWarnings } from './collection-rows';
import { linkDigest } from './link-secret';

export type StoredCollection = typeof realNameCollections.$inferSelect;

const { linkSent, opened, submitted, cancelled } = collectionStage.byName;

/**
 * The collection a link opens. Unknown, withdrawn and expired links are refused, each saying what to do;
 * `forChange` also refuses a link already used (its registration is with the carrier).
 */
export async function collectionOfLink(
  db: Database,
  token: string,
  forChange: boolean,
): Promise<StoredCollection> {
  const [found] = await db
    .select()
    .from(realNameCollections)
    .where(eq(realNameCollections.tokenDigest, linkDigest(token)));
  if (!found) throw notFound('this link is not valid: open the whole link you were sent');
  if (found.stage === cancelled) {
    throw badRequest('this link was withdrawn by the dealer: ask them for a new one');
  }
  if (found.stage < submitted && found.expiresAt.getTime() <= Date.now()) {
    throw badRequest('this link has expired (a link works 24 hours): ask your dealer for a new one');
  }
  if (forChange && found.stage >= submitted) {
    throw badRequest('this link was used: the registration is with the carrier');
  }
  return found;
}

/** Records the first opening of a link. */
export async function markOpened(db: Database, collection: StoredCollection): Promise<void> {
  if (collection.stage !== linkSent) return;
  const updated = await db
    .update(realNameCollections)
    .set({ stage: opened, openedAt: sql`now()`, updatedAt: sql`now()` })
    .where(sql`${realNameCollections.id} = ${collection.id} and ${realNameCollections.stage} = ${linkSent}`)
    .returning({ id: realNameCollections.id });
  if (updated.length > 0) await recordCollectionEvents(db, [{ collectionId: collection.id, kind: 'opened' }]);
}

/** One side's reading for its owner: the fields read (opened from their seal) and the warnings. */
function readingOf(
  personalData: PersonalDataBox,
  side: DocumentReadingRow['side'],
  readingSealed: string | null,
  warnings: string | null,
): DocumentReadingRow | null {
  if (readingSealed === null) return null;
  const fields = JSON.parse(personalData.open(readingSealed)) as Record<string, string>;
  return { side, fields, warnings: storedWarnings(warnings) };
}

/** Where the link's registration stands; the owner's own readings only while the collection is open. */
export async function serviceHallState(
  db: Database,
  personalData: PersonalDataBox,
  collection: StoredCollection,
): Promise<ServiceHallStateRow> {
  const [row] = await readCollectionRows(db, eq(realNameCollections.id, collection.id));
  if (!row) throw notFound('this link is not valid: open the whole link you were sent');
  const open = collection.stage < submitted;
  return {
    companyName: row.companyName,
    iccid: maskIdNumber(collection.iccid),
    vin: collection.vin,
    stage: row.stage,
    expiresAt: row.expiresAt,
    front: open
      ? readingOf(personalData, 'front', collection.frontReadingSealed, collection.frontWarnings)
      : null,
    back: open
      ? readingOf(personalData, 'back', collection.backReadingSealed, collection.backWarnings)
      : null,
    confirmed: collection.ownerSealed !== null,
    faceAttemptsLeft: Math.max(0, faceCheckAttempts - collection.faceAttempts),
    realNameStatus: row.realNameStatus,
    refusalReason: row.refusalReason,
  };
}
