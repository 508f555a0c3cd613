import { and, eq, sql } from 'drizzle-orm';
import { CarrierError } from '../../platform/carrier/carrier-error';
import type { CarrierBillLine } from '../../platform/carrier/carrier-gateway';
import type { AppServices } from '../../platform/services';
import { carrierBillLines } from './bills-schema';
import { monthDays } from './bill-rounding';

/** How a carrier's bill of a month was found: fetched (and stored), or not to be had yet and why. */
export type CarrierBillFetch = { fetched: true; issuedAt: Date } | { fetched: false; reason: string };

/** The fields of a carrier's line that reconciliation reads, stored under the carrier's own names. */
const storedFields = [
  'iccid',
  'ratePlan',
  'monthlyFeeCents',
  'dataKb',
  'dataOverageCents',
  'smsCents',
  'voiceCents',
  'totalCents',
] as const;
type StoredPart = Pick<CarrierBillLine, (typeof storedFields)[number]>;

function storedPart(line: CarrierBillLine): StoredPart {
  return Object.fromEntries(storedFields.map((field) => [field, line[field]])) as StoredPart;
}

/** Codes meaning the carrier has no bill to give for the month (yet): reconciliation waits, nothing fails. */
const unavailableCodes = new Set(['BILL_NOT_READY', 'BILL_NOT_FOUND']);

/**
 * Fetches one account's bill of the month (its card lines page by page) and stores it in place of an earlier
 * fetch. `onPage` is called after each page (a task's progress and cancellation).
 */
export async function fetchCarrierBill(
  services: AppServices,
  accountId: number,
  month: string,
  onPage: (lines: number) => Promise<void>,
): Promise<CarrierBillFetch> {
  const gateway = await services.carrier.gatewayFor(accountId);
  const { first } = monthDays(month);
  try {
    const summary = await gateway.billSummary(month);
    const issuedAt = new Date(summary.issuedAt);
    await services.db
      .delete(carrierBillLines)
      .where(and(eq(carrierBillLines.month, first), eq(carrierBillLines.accountId, accountId)));
    let after: string | undefined;
    let lines = 0;
    for (;;) {
      const page = await gateway.billLines(month, after);
      if (page.cards.length > 0) {
        await services.db
          .insert(carrierBillLines)
          .values(page.cards.map((line) => ({ ...storedPart(line), month: first, accountId, issuedAt })))
          // A card moved between accounts during the month appears once: the newest fetch wins.
          .onConflictDoUpdate({
            target: [carrierBillLines.month, carrierBillLines.iccid],
            set: { accountId: sql`excluded.account_id`, totalCents: sql`excluded.total_cents` },
          });
      }
      lines += page.cards.length;
      await onPage(lines);
      if (!page.nextAfter) return { fetched: true, issuedAt };
      after = page.nextAfter;
    }
  } catch (error) {
    if (error instanceof CarrierError && unavailableCodes.has(error.code)) {
      return { fetched: false, reason: error.code };
    }
    throw error;
  }
}
