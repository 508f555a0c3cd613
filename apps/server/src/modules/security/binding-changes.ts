import { and, eq, ne, sql } from 'drizzle-orm';
import { bindingStatus } from '@simdesk/contract';
import { type BindingRow } from '@simdesk/contract/modules/security';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { organizations } from '../../platform/database/schema';
import { badRequest, notFound } from '../../platform/http/app-error';
import { findScopedCard } from '../sim-cards';
import { bindingScope, bindingSource } from './binding-rows';
import { cardBindings } from './security-schema';

const { bound, separated, unbound } = bindingStatus.byName;

/** A card of the caller's scope with where it sits, as a binding row copies it. */
async function placedCard(db: Database, caller: OperatorContext, cardId: number) {
  const card = await findScopedCard(db, caller, cardId);
  const [org] =
    card.orgId === null
      ? []
      : await db
          .select({ path: organizations.path })
          .from(organizations)
          .where(eq(organizations.id, card.orgId));
  return {
    cardId: card.id,
    companyId: card.companyId,
    orgId: card.orgId,
    orgPath: org?.path ?? null,
    iccid: card.iccid,
    msisdn: card.msisdn,
  };
}

/** The binding of one card of the caller's scope, as the list answers it. */
export async function bindingOfCard(
  db: Database,
  caller: OperatorContext,
  cardId: number,
): Promise<BindingRow> {
  const [row] = await bindingSource.readPage(
    db,
    and(eq(cardBindings.cardId, cardId), bindingScope(caller)),
    sql`1`,
    1,
  );
  if (!row) throw notFound(`no binding of card ${cardId}`);
  return row;
}

/**
 * Binds (or rebinds) a card to an IMEI. Bound when the network last saw the card in that device or never saw
 * it; separated when it sees it elsewhere now. An IMEI bound to another card of the company is refused.
 */
export async function bindCard(
  db: Database,
  caller: OperatorContext,
  request: { cardId: number; imei: string },
): Promise<BindingRow> {
  const card = await placedCard(db, caller, request.cardId);
  const [taken] = await db
    .select({ iccid: cardBindings.iccid })
    .from(cardBindings)
    .where(
      and(
        eq(cardBindings.companyId, card.companyId),
        eq(cardBindings.boundImei, request.imei),
        ne(cardBindings.cardId, card.cardId),
      ),
    )
    .limit(1);
  if (taken) throw badRequest(`IMEI ${request.imei} is bound to card ${taken.iccid}`);
  const statusNow = sql`case when ${cardBindings.lastSeenImei} is null
    or ${cardBindings.lastSeenImei} = ${request.imei} then ${bound}::smallint else ${separated}::smallint end`;
  await db
    .insert(cardBindings)
    .values({ ...card, bindingStatus: bound, boundImei: request.imei, boundAt: sql`now()` })
    .onConflictDoUpdate({
      target: cardBindings.cardId,
      set: {
        ...card,
        bindingStatus: statusNow,
        boundImei: request.imei,
        boundAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    });
  return bindingOfCard(db, caller, request.cardId);
}

/** Unbinds a bound or separated card; a card that is not bound is refused. */
export async function unbindCard(db: Database, caller: OperatorContext, cardId: number): Promise<BindingRow> {
  await findScopedCard(db, caller, cardId);
  const [changed] = await db
    .update(cardBindings)
    .set({ bindingStatus: unbound, boundImei: null, boundAt: null, updatedAt: sql`now()` })
    .where(and(eq(cardBindings.cardId, cardId), ne(cardBindings.bindingStatus, unbound)))
    .returning({ cardId: cardBindings.cardId });
  if (!changed) throw badRequest(`card ${cardId} is not bound`);
  return bindingOfCard(db, caller, cardId);
}
