import { sql, type SQL } from 'drizzle-orm';
import { cardStatus } from '@simdesk/contract';
import { cardStatusHistory, simCards } from '../schema/cards-schema';
import { cardUsage } from '../schema/usage-schema';
import { addDays, monthBounds } from '../usage/carrier-calendar';

/** The cards a rule looks at: its owner's company and org subtree, narrowed by tags or an org subtree. */
export interface CardSelection {
  companyId: number;
  /** The owner's org path: a rule never sees a card outside it. Null: the whole company. */
  ownerOrgPath: string | null;
  tags?: readonly string[];
  scopeOrgPath?: string;
}

/** A figure of the cards that a rule compares with its threshold, as the last usage sync stored it. */
export type CardMeasure =
  | { kind: 'dataMonth'; thresholdKilobytes: number; projectedHours?: number }
  | { kind: 'dataDay'; thresholdKilobytes: number }
  | { kind: 'smsMonth'; threshold: number }
  | { kind: 'voiceMonth'; threshold: number }
  | { kind: 'idleDays'; days: number }
  | {
      kind: 'statusChange';
      fromStatus?: number;
      toStatus: number;
      afterHistoryId: number;
      throughHistoryId: number;
    }
  /** Events another module records about cards: a SELECT of (card_id, event), the event a text key. */
  | { kind: 'cardEvents'; events: SQL };

/** One crossing card: `observed` in the measure's unit (KB, count, minutes, days, status), `event` its key. */
export interface CrossingColumns {
  cardId: number;
  companyId: number;
  iccid: string;
  msisdn: string | null;
  orgPath: string | null;
  observed: number;
  projected: boolean;
  event: string;
}

/** A text[] literal of bound values (drizzle would spread a JavaScript array into a list). */
function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

function selectionCondition(selection: CardSelection): SQL {
  const conditions = [sql`${simCards.companyId} = ${selection.companyId}`];
  if (selection.ownerOrgPath !== null) {
    conditions.push(sql`${simCards.orgPath} like ${`${selection.ownerOrgPath}%`}`);
  }
  if (selection.tags) conditions.push(sql`${simCards.tags} && ${textArray(selection.tags)}`);
  if (selection.scopeOrgPath !== undefined) {
    conditions.push(sql`${simCards.orgPath} like ${`${selection.scopeOrgPath}%`}`);
  }
  return sql.join(conditions, sql` and `);
}

/** The card's numbers and place, copied onto the trigger so its history reads no card table. */
const numberColumns = sql`${simCards.iccid} as iccid, ${simCards.msisdn} as msisdn, ${simCards.orgPath} as "orgPath"`;

/** Cards still in service: a cancelled or stock card is not watched for usage. */
const liveStatuses = sql.raw(
  [cardStatus.byName.activated, cardStatus.byName.testable, cardStatus.byName.suspended].join(', '),
);

/** Month usage summed from the stored days: SMS or voice minutes, which the card row does not carry. */
function monthSum(selection: CardSelection, column: SQL, threshold: number, today: string): SQL {
  const { first } = monthBounds(today);
  return sql`
    select ${simCards.id} as "cardId", ${simCards.companyId} as "companyId", ${numberColumns}, sum(${column})::float8 as observed,
      false as projected, '' as event
    from ${cardUsage} u join ${simCards} on ${simCards.id} = u.card_id
    where u.day between ${first}::date and ${today}::date and ${selectionCondition(selection)}
    group by ${simCards.id}
    having sum(${column}) >= ${threshold}`;
}

/**
 * One SELECT that answers the cards of the selection whose figure crosses the measure today (a carrier day):
 * the rule engine inserts its rows as triggers in the same statement, so no card passes through JavaScript.
 */
export function crossingCards(selection: CardSelection, measure: CardMeasure, today: string): SQL {
  const where = selectionCondition(selection);
  const yesterday = addDays(today, -1);
  switch (measure.kind) {
    case 'dataMonth': {
      const hours = measure.projectedHours ?? 0;
      // The pace is the last complete day's use: a card that keeps it passes the threshold within `hours`.
      const pace = hours > 0 ? sql`coalesce(y.data_kb, 0)::float8 * ${hours} / 24` : sql`0`;
      return sql`
        select ${simCards.id} as "cardId", ${simCards.companyId} as "companyId", ${numberColumns},
          ${simCards.dataUsedMonthKilobytes}::float8 as observed,
          ${simCards.dataUsedMonthKilobytes} < ${measure.thresholdKilobytes} as projected, '' as event
        from ${simCards}
        left join ${cardUsage} y on ${hours > 0 ? sql`y.card_id = ${simCards.id} and y.day = ${yesterday}::date` : sql`false`}
        where ${where} and ${simCards.cardStatus} in (${liveStatuses})
          and ${simCards.dataUsedMonthKilobytes} + ${pace} >= ${measure.thresholdKilobytes}`;
    }
    case 'dataDay':
      return sql`
        select u.card_id as "cardId", ${simCards.companyId} as "companyId", ${numberColumns}, u.data_kb::float8 as observed,
          false as projected, '' as event
        from ${cardUsage} u join ${simCards} on ${simCards.id} = u.card_id
        where u.day = ${yesterday}::date and u.data_kb >= ${measure.thresholdKilobytes} and ${where}`;
    case 'smsMonth':
      return monthSum(selection, sql`u.sms_count`, measure.threshold, today);
    case 'voiceMonth':
      return monthSum(selection, sql`u.voice_minutes`, measure.threshold, today);
    case 'idleDays': {
      // Only cards the sync reported on in the window: a card never synced is unknown, not idle.
      const since = addDays(today, -measure.days);
      return sql`
        select ${simCards.id} as "cardId", ${simCards.companyId} as "companyId", ${numberColumns}, ${measure.days * 24}::float8 as observed,
          false as projected, '' as event
        from ${cardUsage} u join ${simCards} on ${simCards.id} = u.card_id
        where u.day > ${since}::date and u.day <= ${today}::date and ${where}
          and ${simCards.cardStatus} = ${cardStatus.byName.activated}
        group by ${simCards.id}
        having count(*) >= ${measure.days} and max(u.data_kb) = 0`;
    }
    case 'statusChange':
      return sql`
        select h.card_id as "cardId", ${simCards.companyId} as "companyId", ${numberColumns}, h.to_status::float8 as observed,
          false as projected, h.id::text as event
        from ${cardStatusHistory} h join ${simCards} on ${simCards.id} = h.card_id
        where h.id > ${measure.afterHistoryId} and h.id <= ${measure.throughHistoryId} and h.to_status = ${measure.toStatus}
          ${measure.fromStatus === undefined ? sql`` : sql`and h.from_status = ${measure.fromStatus}`}
          and ${where}`;
    case 'cardEvents':
      return sql`
        select e.card_id as "cardId", ${simCards.companyId} as "companyId", ${numberColumns}, 1::float8 as observed,
          false as projected, e.event as event
        from (${measure.events}) e join ${simCards} on ${simCards.id} = e.card_id
        where ${where}`;
  }
}

/** The newest status change recorded: a new status-change rule watches the changes after it. */
export function newestStatusChange(): SQL {
  return sql`select coalesce(max(${cardStatusHistory.id}), 0)::bigint as id from ${cardStatusHistory}`;
}

/** The numbers of the given cards (a sample for an alarm or a push), in the order of the ids given. */
export function cardNumbers(cardIds: SQL): SQL {
  return sql`select ${simCards.id} as "cardId", ${simCards.iccid} as iccid, ${simCards.msisdn} as msisdn
    from ${simCards} where ${simCards.id} in (${cardIds})`;
}
