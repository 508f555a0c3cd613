import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CarrierCardRow } from '../../../platform/carrier/carrier-gateway';
import type { Database } from '../../../platform/database/connect';
import { defineExtensionPoint } from '../../../platform/modules/extension-point';
import { simCards } from '../schema/cards-schema';

/** A card as the network saw it during a usage sync: the device (IMEI) it is in, where and since when. */
export interface ImeiSighting {
  cardId: number;
  companyId: number;
  orgId: number | null;
  orgPath: string | null;
  iccid: string;
  msisdn: string | null;
  imei: string;
  /** When the network first saw this device with the card. */
  seenSince: string | null;
  /** When the network last saw the card. */
  lastSeenAt: string | null;
  /** The cell area the card was seen in, when the carrier says. */
  cellArea: string | null;
}

/**
 * Called inside each usage sync batch's transaction with the IMEIs the network sees (a batch's worth, at most
 * the carrier's batch size): the binding module compares them with the bound devices here.
 */
export type ImeiSightingsListener = (
  transaction: Database,
  sightings: readonly ImeiSighting[],
) => Promise<void>;

/** Where modules hear of the IMEIs each usage sync batch saw; with no listener the sync does not ask for them. */
export const imeiSightingsPoint = defineExtensionPoint<ImeiSightingsListener>('sim-cards.imei-sightings');

/** What a sighting copies from its card. */
export const sightedCardColumns = {
  id: simCards.id,
  iccid: simCards.iccid,
  companyId: simCards.companyId,
  orgId: simCards.orgId,
  orgPath: simCards.orgPath,
  msisdn: simCards.msisdn,
};

/** A card of the batch with what a sighting copies from it. */
export interface CardSighted {
  id: number;
  iccid: string;
  companyId: number;
  orgId: number | null;
  orgPath: string | null;
  msisdn: string | null;
}

const text = z.string().min(1).max(64).nullable().optional();
const deviceStateSchema = z.object({
  imei: z
    .string()
    .regex(/^\d{14,16}$/)
    .nullable()
    .optional(),
  imeiSeenSince: text,
  lastSeenAt: text,
  cellArea: text,
});

/** The cards of a batch the carrier saw in a device (rows of 'sim-device-state', one per card, in order). */
export function readImeiSightings(
  cards: readonly CardSighted[],
  answers: readonly CarrierCardRow[],
): ImeiSighting[] {
  return cards.flatMap((card, index) => {
    const answer = answers[index];
    if (!answer || answer.iccid !== card.iccid || answer.error) return [];
    const parsed = deviceStateSchema.safeParse(answer);
    if (!parsed.success || !parsed.data.imei) return [];
    return [
      {
        cardId: card.id,
        companyId: card.companyId,
        orgId: card.orgId,
        orgPath: card.orgPath,
        iccid: card.iccid,
        msisdn: card.msisdn,
        imei: parsed.data.imei,
        seenSince: parsed.data.imeiSeenSince ?? null,
        lastSeenAt: parsed.data.lastSeenAt ?? null,
        cellArea: parsed.data.cellArea ?? null,
      },
    ];
  });
}

/** Stores the IMEI the network sees on each card, in one statement for the batch. */
export async function storeSeenImeis(
  transaction: Database,
  sightings: readonly ImeiSighting[],
): Promise<void> {
  if (sightings.length === 0) return;
  const seen = JSON.stringify(sightings.map((sighting) => ({ id: sighting.cardId, imei: sighting.imei })));
  await transaction.execute(sql`update ${simCards} set imei = seen.imei, updated_at = now()
    from jsonb_to_recordset(${seen}::jsonb) as seen(id bigint, imei text)
    where ${simCards.id} = seen.id and ${simCards.imei} is distinct from seen.imei`);
}

/**
 * The IMEIs stored on a company's cards (the last the network showed), as sightings since `seenSince`: what the
 * demo seed binds the demo cards to.
 */
export async function storedImeiSightings(
  db: Database,
  companyId: number,
  seenSince: Date,
): Promise<ImeiSighting[]> {
  const rows = await db
    .select({ ...sightedCardColumns, imei: simCards.imei })
    .from(simCards)
    .where(and(eq(simCards.companyId, companyId), isNotNull(simCards.imei)))
    .orderBy(asc(simCards.id));
  return rows.flatMap(({ id, imei, ...card }) =>
    imei === null
      ? []
      : [{ ...card, cardId: id, imei, seenSince: seenSince.toISOString(), lastSeenAt: null, cellArea: null }],
  );
}
