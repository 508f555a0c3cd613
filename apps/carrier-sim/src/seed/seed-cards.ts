import type { Account } from '../auth/accounts';
import type { Queryable, SimDatabase } from '../database/database';
import { millisecondsPerDay } from '../time/carrier-day';
import { unit } from '../world/hash';
import { cardSeedProfile } from './card-seed-profile';
import { cardNumbers, maximumCardIndex } from './demo-cards';

export interface SeedResult {
  added: number;
  total: number;
  milliseconds: number;
}

const rowsPerCopy = 50_000;
const poolQuotaKbPerMember = 1_048_576;

const cardCopyTarget = `carrier_sim.cards (iccid, msisdn, imsi, app_id, card_index, status, status_changed_at,
  seed_status, seed_status_at, stop_reason, opened_at, activated_at, rate_plan, pool_id, voice_enabled,
  sms_enabled, data_enabled, roaming_enabled, speed_tier, real_name_status)`;

/** The pool id of a pool block of an account: the carrier's group number. */
export const poolIdOf = (account: Account, poolNumber: number) =>
  `G${account.plan.msisdnPrefix}${String(poolNumber).padStart(5, '0')}`;

const flag = (value: boolean) => (value ? 't' : 'f');

function cardCsvLine(account: Account, index: number, seededAt: number): string {
  const numbers = cardNumbers(account.plan, index);
  const profile = cardSeedProfile(index);
  // One time of day per card keeps its dates in order however many days apart they are.
  const timeOfDay = Math.floor(unit(index, 14) * millisecondsPerDay * 0.5);
  const daysAgo = (days: number) => new Date(seededAt - days * millisecondsPerDay - timeOfDay).toISOString();
  const statusAt = daysAgo(profile.statusDaysAgo);
  return [
    numbers.iccid,
    numbers.msisdn,
    numbers.imsi,
    account.appId,
    index,
    profile.status,
    statusAt,
    profile.status,
    statusAt,
    profile.stopReason ?? '',
    daysAgo(profile.openedDaysAgo),
    profile.activatedDaysAgo === null ? '' : daysAgo(profile.activatedDaysAgo),
    `"${profile.ratePlan}"`,
    profile.poolNumber === null ? '' : poolIdOf(account, profile.poolNumber),
    flag(profile.voiceEnabled),
    flag(profile.smsEnabled),
    flag(profile.dataEnabled),
    flag(profile.internationalRoamingEnabled),
    profile.speedTier,
    profile.realNameStatus,
  ].join(',');
}

async function ensurePools(database: Queryable, account: Account, from: number, to: number, now: number) {
  const poolNumbers = new Set<number>();
  for (let index = from; index < to; index += 1) {
    const poolNumber = cardSeedProfile(index).poolNumber;
    if (poolNumber !== null) poolNumbers.add(poolNumber);
  }
  if (poolNumbers.size === 0) return;
  const numbers = [...poolNumbers];
  await database.query(
    `INSERT INTO carrier_sim.pools (pool_id, app_id, name, quota_kb_per_member, created_at)
     SELECT pool_id, $2, $3 || ' data pool ' || (number + 1), $4, $5
     FROM unnest($1::text[], $6::int[]) AS pool (pool_id, number)
     ON CONFLICT (pool_id) DO NOTHING`,
    [
      numbers.map((poolNumber) => poolIdOf(account, poolNumber)),
      account.appId,
      account.name,
      poolQuotaKbPerMember,
      new Date(now),
      numbers,
    ],
  );
}

/**
 * Seeds the account's cards up to `count` (indexes 0 … count-1): only the missing ones are added, through
 * COPY in batches, so seeding again is cheap and a seeded card never changes its numbers.
 */
export async function seedCards(
  database: SimDatabase,
  account: Account,
  count: number,
  now: number,
  progress: (done: number, total: number) => void = () => undefined,
): Promise<SeedResult> {
  if (!Number.isInteger(count) || count < 0 || count > maximumCardIndex + 1) {
    throw new RangeError(`card count must be a whole number from 0 to ${maximumCardIndex + 1}`);
  }
  const started = performance.now();
  const rows = await database.query<{ seededCards: number }>(
    'SELECT seeded_cards AS "seededCards" FROM carrier_sim.accounts WHERE app_id = $1',
    [account.appId],
  );
  const first = rows[0]?.seededCards ?? 0;
  for (let start = first; start < count; start += rowsPerCopy) {
    const end = Math.min(count, start + rowsPerCopy);
    const lines: string[] = [];
    for (let index = start; index < end; index += 1) lines.push(cardCsvLine(account, index, now));
    // Cards and the account's count move together, so an interrupted seed resumes where it stopped.
    await database.transaction(async (transaction) => {
      await ensurePools(transaction, account, start, end, now);
      await transaction.copyCsv(cardCopyTarget, `${lines.join('\n')}\n`);
      await transaction.query('UPDATE carrier_sim.accounts SET seeded_cards = $2 WHERE app_id = $1', [
        account.appId,
        end,
      ]);
    });
    progress(end, count);
  }
  // Fresh statistics, or the planner may read a whole account's index to find a hundred cards.
  if (count > first) await database.query('ANALYZE carrier_sim.cards');
  return {
    added: Math.max(0, count - first),
    total: Math.max(count, first),
    milliseconds: Math.round(performance.now() - started),
  };
}
