import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';
import { notFound } from '../../../platform/http/app-error';
import { allOf } from '../../../platform/database/conditions';
import { cardScope } from '../shared/card-scope';

export type TagChangeMode = 'add' | 'remove' | 'replace';

/** The tags in use on the cards the caller sees (or on the given ones), most used first. */
export async function customTagsInUse(
  db: Database,
  caller: OperatorContext,
  cardIds: readonly number[] | undefined,
): Promise<{ tag: string; count: number }[]> {
  const where = allOf([cardScope(caller), cardIds ? inArray(simCards.id, [...cardIds]) : undefined]);
  const tag = sql<string>`unnest(${simCards.tags})`.as('tag');
  const tagged = db.select({ tag }).from(simCards).where(where).as('tagged');
  const count = sql<number>`count(*)::int`;
  return db
    .select({ tag: tagged.tag, count })
    .from(tagged)
    .groupBy(tagged.tag)
    .orderBy(desc(count), tagged.tag)
    .limit(500);
}

function newTags(mode: TagChangeMode, tags: readonly string[]): SQL {
  const given = sql`${sql.param([...tags])}::text[]`;
  if (mode === 'replace') return given;
  if (mode === 'remove') {
    return sql`coalesce(array(select unnest(${simCards.tags}) except select unnest(${given})), '{}')`;
  }
  // Keep the card's order, then the new ones; a tag already there is not repeated.
  return sql`array(
    select tag from unnest(${simCards.tags} || ${given}) with ordinality as listed(tag, position)
    group by tag order by min(position)
  )`;
}

/**
 * Changes the tags of many cards in one statement. Every card must be within the caller's scope: if one is not
 * (or does not exist) nothing changes and the call is refused, so a partial change never happens.
 */
export async function setCustomTags(
  db: Database,
  caller: OperatorContext,
  change: { cardIds: readonly number[]; tags: readonly string[]; mode: TagChangeMode },
): Promise<number> {
  const cardIds = [...new Set(change.cardIds)];
  const tags = [...new Set(change.tags)];
  return db.transaction(async (transaction) => {
    const updated = await transaction
      .update(simCards)
      .set({ tags: newTags(change.mode, tags), updatedAt: new Date() })
      .where(and(inArray(simCards.id, cardIds), cardScope(caller)))
      .returning({ id: simCards.id });
    if (updated.length !== cardIds.length) {
      // Rolling back keeps the change all or nothing.
      throw notFound(`${cardIds.length - updated.length} of the cards are unknown or outside your scope`);
    }
    return updated.length;
  });
}
