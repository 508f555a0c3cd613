import { loadCardContexts } from '../cards/card-context';
import { cardColumns, type CardRow } from '../cards/card-row';
import type { Queryable } from '../database/database';
import { CarrierError, carrierErrorCodes } from '../http/carrier-error';
import { carrierDayOf, carrierMonthBefore, startOfCarrierDay, type CarrierMonth } from '../time/carrier-day';
import { billCandidateFilter, billLineOf, monthEndOf, type BillLine } from './bill-lines';
import { overageCents, poolOverageCentsPerMb } from './rate-plan-prices';

/** Bills are kept for the twelve closed months before the running one. */
export const billMonthsKept = 12;
const cardsPerBatch = 2000;
// Only what shapes usage, fees and pool membership.
const billEventKinds = ['status', 'service:%', 'pool'];

/** The closed carrier month a bill is asked for, or why there is none. */
export function billMonthOf(label: string, now: number): CarrierMonth {
  const today = carrierDayOf(now);
  const running = carrierMonthBefore(today, 0).month;
  const [year = 0, monthNumber = 0] = label.split('-').map(Number);
  const [runningYear = 0, runningMonth = 0] = running.split('-').map(Number);
  const back = runningYear * 12 + runningMonth - (year * 12 + monthNumber);
  if (back <= 0)
    throw new CarrierError(
      409,
      carrierErrorCodes.billNotReady,
      `the bill of ${label} is issued once the month closes`,
    );
  if (back > billMonthsKept)
    throw new CarrierError(
      404,
      carrierErrorCodes.billNotFound,
      `bills are kept for ${billMonthsKept} months`,
    );
  return carrierMonthBefore(today, back);
}

/** The account's bill lines in ICCID order after `after`, a batch of candidate cards at a time. */
export async function* billLines(
  database: Queryable,
  appId: string,
  month: CarrierMonth,
  now: number,
  after = '',
): AsyncGenerator<BillLine> {
  for (let last = after; ;) {
    const cards = await database.query<CardRow>(
      `SELECT ${cardColumns} FROM carrier_sim.cards card
       WHERE card.app_id = $1 AND card.iccid > $4 AND ${billCandidateFilter}
       ORDER BY card.iccid LIMIT $5`,
      [appId, new Date(monthEndOf(month)), new Date(startOfCarrierDay(month.firstDay)), last, cardsPerBatch],
    );
    const contexts = await loadCardContexts(database, cards, now, { kindPatterns: billEventKinds });
    for (const context of contexts) {
      const line = billLineOf(context, month);
      if (line) yield line;
    }
    const lastCard = cards[cards.length - 1];
    if (!lastCard || cards.length < cardsPerBatch) return;
    last = lastCard.iccid;
  }
}

const emptyTotals = () => ({
  cardCount: 0,
  monthlyFeeCents: 0,
  dataKb: 0,
  dataOverageCents: 0,
  smsCount: 0,
  smsCents: 0,
  voiceMinutes: 0,
  voiceCents: 0,
});

type Summary = Record<string, unknown>;

/** Bills being issued now, so a second request waits for the same work instead of starting it again. */
const issuing = new Map<string, Promise<Summary>>();
/** How long a request waits for a bill being issued before it is told to come back. */
const issueWaitMilliseconds = 5000;

/**
 * The month's bill as issued: computed the first time it is asked for and kept. A large account's bill takes
 * longer than a request may wait; meanwhile the answer is BILL_NOT_READY with a time to retry, as a carrier's is.
 */
export async function billSummary(
  database: Queryable,
  appId: string,
  month: CarrierMonth,
  now: number,
  waitMilliseconds = issueWaitMilliseconds,
) {
  const kept = await database.query<{ summary: Summary }>(
    'SELECT summary FROM carrier_sim.bill_summaries WHERE app_id = $1 AND month = $2',
    [appId, month.month],
  );
  if (kept[0]) return kept[0].summary;
  const key = `${appId}:${month.month}`;
  let work = issuing.get(key);
  if (!work) {
    work = issueBill(database, appId, month, now).finally(() => issuing.delete(key));
    issuing.set(key, work);
  }
  let timer: NodeJS.Timeout | undefined;
  const waited = await Promise.race([
    work,
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMilliseconds);
    }),
  ]).finally(() => clearTimeout(timer));
  if (waited) return waited;
  throw new CarrierError(409, carrierErrorCodes.billNotReady, `the bill of ${month.month} is being issued`, {
    retryAfterSeconds: 30,
  });
}

async function issueBill(
  database: Queryable,
  appId: string,
  month: CarrierMonth,
  now: number,
): Promise<Summary> {
  const totals = emptyTotals();
  const pools = new Map<string, { memberCount: number; usedKb: number }>();
  for await (const line of billLines(database, appId, month, now)) {
    totals.cardCount += 1;
    totals.monthlyFeeCents += line.monthlyFeeCents;
    totals.dataKb += line.dataKb;
    totals.dataOverageCents += line.dataOverageCents;
    totals.smsCount += line.smsCount;
    totals.smsCents += line.smsCents;
    totals.voiceMinutes += line.voiceMinutes;
    totals.voiceCents += line.voiceCents;
    if (line.poolId !== null) {
      const pool = pools.get(line.poolId) ?? { memberCount: 0, usedKb: 0 };
      pools.set(line.poolId, { memberCount: pool.memberCount + 1, usedKb: pool.usedKb + line.dataKb });
    }
  }
  const quotas = await database.query<{ poolId: string; quotaKbPerMember: number }>(
    `SELECT pool_id AS "poolId", quota_kb_per_member::float8 AS "quotaKbPerMember" FROM carrier_sim.pools
     WHERE app_id = $1`,
    [appId],
  );
  const quotaPerMember = new Map(quotas.map((row) => [row.poolId, row.quotaKbPerMember]));
  const poolLines = [...pools.entries()]
    .sort(([left], [right]) => (left < right ? -1 : 1))
    .map(([poolId, pool]) => {
      const quotaKb = (quotaPerMember.get(poolId) ?? 0) * pool.memberCount;
      const overageKb = Math.max(0, pool.usedKb - quotaKb);
      return {
        poolId,
        ...pool,
        quotaKb,
        overageKb,
        overageCents: overageCents(overageKb, poolOverageCentsPerMb),
      };
    });
  const poolOverageCents = poolLines.reduce((sum, pool) => sum + pool.overageCents, 0);
  const summary = {
    month: month.month,
    currency: 'CNY',
    issuedAt: new Date(now).toISOString(),
    ...totals,
    poolOverageCents,
    totalCents:
      totals.monthlyFeeCents +
      totals.dataOverageCents +
      totals.smsCents +
      totals.voiceCents +
      poolOverageCents,
    pools: poolLines,
  };
  // Answered as kept (the database orders its keys), so the first answer reads like every later one.
  const issued = await database.query<{ summary: Summary }>(
    `INSERT INTO carrier_sim.bill_summaries (app_id, month, summary, issued_at) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (app_id, month) DO UPDATE SET app_id = EXCLUDED.app_id RETURNING summary`,
    [appId, month.month, JSON.stringify(summary), new Date(now)],
  );
  return issued[0]?.summary ?? summary;
}
