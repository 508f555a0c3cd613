import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { CardStatusCode } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { simCards } from './schema/cards-schema';
import type { DashboardCardSource } from '../home';
import { usageKilobytesByDay, withDailyUsage } from './usage/usage-dashboard';
import { cardScope } from './shared/card-scope';

/**
 * The dashboard's card figures from sim_cards, within the caller's scope: cards by status, and activations per
 * day of the caller's calendar, with each day's data usage from the usage sync's day totals (carrier days).
 */
export function createDashboardCardSource(db: Database): DashboardCardSource {
  return {
    async cardFigures(caller, window) {
      const scope = cardScope(caller);
      const byStatus = await db
        .select({ status: simCards.cardStatus, count: count() })
        .from(simCards)
        .where(scope)
        .groupBy(simCards.cardStatus);
      const offset = sql`make_interval(mins => ${window.utcOffsetMinutes}::int)`;
      const localDay = sql<string>`to_char((${simCards.activatedAt} at time zone 'UTC') + ${offset}, 'YYYY-MM-DD')`;
      const activations = await db
        .select({ day: localDay, activations: count() })
        .from(simCards)
        .where(and(scope, gte(simCards.activatedAt, window.from), lt(simCards.activatedAt, window.to)))
        // By position: the offset is a parameter, and a repeated expression would get a second one.
        .groupBy(sql`1`);
      const usage = await usageKilobytesByDay(db, caller, window.days);
      return {
        byStatus: byStatus.map((entry) => ({ status: entry.status as CardStatusCode, count: entry.count })),
        daily: withDailyUsage(activations, usage),
      };
    },
  };
}
