// A VIN re-upload: each card's newest registration must be one the carrier refused with VIN_MISMATCH. Checked
// whole first; then the re-uploads are stored and their registrations wait again (status 1, the new VIN) until
// the VIN re-upload tracker has the carrier's answer.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { normalizeCardNumber, realNameRefusal, realNameStatus, vinReuploadStatus } from '@simdesk/contract';
import type { VinReuploadRow, VinReuploadSubmitObj } from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { cardsForRegistration, setCardsRealNameStatus, type CardForRegistration } from '../../sim-cards';
import { refuseSecondOpenRegistration } from '../owner-readiness';
import { placedCardValues } from '../placed-card-values';
import { recordRegistrationEvents } from '../registration-events';
import { realNameRegistrations, realNameVinReuploads } from '../real-name-schema';
import { listed, refuseProblems } from '../request-problems';
import { readVinReuploadRows } from './vin-reupload-rows';

type StoredRegistration = typeof realNameRegistrations.$inferSelect;

/** The newest registration of each card, by card. */
async function newestRegistrations(db: Database, cardIds: readonly number[]) {
  const found = await db
    .selectDistinctOn([realNameRegistrations.cardId])
    .from(realNameRegistrations)
    .where(inArray(realNameRegistrations.cardId, [...cardIds]))
    .orderBy(realNameRegistrations.cardId, desc(realNameRegistrations.id));
  return new Map<number, StoredRegistration>(found.map((row) => [row.cardId, row]));
}

const refusedForVin = (registration: StoredRegistration | undefined) =>
  registration?.status === realNameStatus.byName.failed &&
  registration.refusalCode === realNameRefusal.byName.vinMismatch;

/** The cards named more than once in a request (by the same number, or by its ICCID and its MSISDN). */
function repeatedCards(lines: readonly { card: CardForRegistration }[]): string[] {
  const seen = new Set<number>();
  const repeated = new Set<string>();
  for (const { card } of lines) {
    if (seen.has(card.id)) repeated.add(card.iccid);
    seen.add(card.id);
  }
  return [...repeated];
}

/** The cards of the request in its order, each with its VIN; a card named by ICCID or MSISDN alike. */
function linesToCards(request: VinReuploadSubmitObj, cards: readonly CardForRegistration[]) {
  const byNumber = new Map(
    cards.flatMap((card) =>
      [card.iccid, card.msisdn].flatMap((number) => (number ? [[number, card] as const] : [])),
    ),
  );
  return request.lines.flatMap((line) => {
    const card = byNumber.get(normalizeCardNumber(line.cardNumber));
    return card ? [{ card, vin: line.vin }] : [];
  });
}

/** Sends corrected VINs for cards of the caller's scope refused with VIN_MISMATCH; answers the re-uploads. */
export async function submitVinReupload(
  db: Database,
  caller: OperatorContext,
  request: VinReuploadSubmitObj,
): Promise<VinReuploadRow[]> {
  const numbers = request.lines.map((line) => line.cardNumber);
  const { cards, unknown } = await cardsForRegistration(db, caller, numbers);
  const lines = linesToCards(request, cards);
  const repeated = repeatedCards(lines);
  refuseProblems([
    unknown.length > 0 ? `no card of yours has the number ${listed(unknown)}` : null,
    repeated.length > 0 ? `named more than once: ${listed(repeated)}` : null,
  ]);
  const registrations = await newestRegistrations(
    db,
    cards.map((card) => card.id),
  );
  const notRefused = lines.filter(({ card }) => !refusedForVin(registrations.get(card.id)));
  refuseProblems([
    notRefused.length > 0
      ? `no registration refused for its VIN to complete: ${listed(notRefused.map(({ card }) => card.iccid))}`
      : null,
  ]);
  const ids = await db
    .transaction(async (transaction) => {
      const stored = await transaction
        .insert(realNameVinReuploads)
        .values(
          lines.map(({ card, vin }) => ({
            ...placedCardValues(card),
            registrationId: registrations.get(card.id)?.id ?? 0,
            previousVin: registrations.get(card.id)?.vin ?? null,
            vin,
            status: vinReuploadStatus.byName.waiting,
            nextCheckAt: sql`now()`,
            createdBy: caller.operatorId,
          })),
        )
        .returning({ id: realNameVinReuploads.id });
      for (const { card, vin } of lines) {
        const registration = registrations.get(card.id);
        if (!registration) continue;
        // The registration waits again with the new VIN; the re-upload tracker (not the registration's) settles it.
        await transaction
          .update(realNameRegistrations)
          .set({
            status: realNameStatus.byName.processing,
            vin,
            refusalCode: null,
            refusalReason: null,
            completedAt: null,
            nextCheckAt: null,
            updatedAt: sql`now()`,
          })
          .where(eq(realNameRegistrations.id, registration.id));
        await recordRegistrationEvents(transaction, [
          {
            registrationId: registration.id,
            kind: 'vinReuploaded',
            detail: `${registration.vin ?? '—'} → ${vin}`,
            operatorId: caller.operatorId,
          },
        ]);
      }
      await setCardsRealNameStatus(
        transaction,
        lines.map(({ card }) => card.id),
        realNameStatus.byName.processing,
      );
      return stored.map((row) => row.id);
    })
    .catch(refuseSecondOpenRegistration);
  const rows = await readVinReuploadRows(db, and(inArray(realNameVinReuploads.id, ids)));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}
