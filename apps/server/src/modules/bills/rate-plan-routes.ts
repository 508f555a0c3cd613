import { and, count, eq, sql } from 'drizzle-orm';
import {
  ratePlanAddCall,
  ratePlanAssignCall,
  ratePlanDeleteCall,
  ratePlanListCall,
  ratePlanOptionsCall,
  ratePlanUpdateCall,
  type RatePlanRow,
} from '@simdesk/contract/modules/bills';
import { callerScope } from '../../platform/auth/data-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { executedRows } from '../../platform/database/driver-rows';
import { companies } from '../../platform/database/schema';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { selectedCards } from '../sim-cards';
import { kilobytesPerMegabyte } from './bill-rounding';
import { billCardPlans, billRatePlans } from './bills-schema';

type RatePlanFields = Omit<RatePlanRow, 'id' | 'companyId' | 'companyName' | 'cardCount' | 'updatedAt'>;

/** The company a call acts for: carrier staff choose one, everyone else acts for their own. */
export function chosenCompany(caller: OperatorContext, companyId: number | undefined): number | undefined {
  if (companyId !== undefined && !caller.crossCompany && companyId !== caller.companyId) {
    throw forbidden('only carrier staff choose a company');
  }
  return caller.crossCompany ? companyId : caller.companyId;
}

function storedFields(fields: RatePlanFields) {
  const { includedMegabytes, ...rest } = fields;
  return { ...rest, includedKilobytes: includedMegabytes * kilobytesPerMegabyte, updatedAt: new Date() };
}

async function listRatePlans(db: Database, caller: OperatorContext, companyId: number | undefined) {
  const company = chosenCompany(caller, companyId);
  const cardCounts = db
    .select({ ratePlanId: billCardPlans.ratePlanId, cards: count().as('cards') })
    .from(billCardPlans)
    .groupBy(billCardPlans.ratePlanId)
    .as('card_counts');
  const rows = await db
    .select({ plan: billRatePlans, companyName: companies.name, cards: cardCounts.cards })
    .from(billRatePlans)
    .innerJoin(companies, eq(companies.id, billRatePlans.companyId))
    .leftJoin(cardCounts, eq(cardCounts.ratePlanId, billRatePlans.id))
    .where(company === undefined ? undefined : eq(billRatePlans.companyId, company))
    .orderBy(billRatePlans.companyId, billRatePlans.name)
    .limit(500);
  return rows.map(({ plan, companyName, cards }) => ({
    id: plan.id,
    companyId: plan.companyId,
    companyName,
    name: plan.name,
    monthlyFeeCents: plan.monthlyFeeCents,
    includedMegabytes: Math.floor(plan.includedKilobytes / kilobytesPerMegabyte),
    overageCentsPerMegabyte: plan.overageCentsPerMegabyte,
    smsCents: plan.smsCents,
    voiceCentsPerMinute: plan.voiceCentsPerMinute,
    pooled: plan.pooled,
    cardCount: Number(cards ?? 0),
    updatedAt: plan.updatedAt.toISOString(),
  }));
}

/** A plan the caller may change or assign: one of their company's (any, for carrier staff). */
async function planInScope(db: Database, caller: OperatorContext, id: number) {
  const inScope = callerScope(caller, { companyId: billRatePlans.companyId });
  const [plan] = await db
    .select()
    .from(billRatePlans)
    .where(and(eq(billRatePlans.id, id), inScope));
  if (!plan) throw notFound(`no rate plan ${id}`);
  return plan;
}

async function nameTaken(db: Database, companyId: number, name: string, exceptId?: number): Promise<void> {
  const [found] = await db
    .select({ id: billRatePlans.id })
    .from(billRatePlans)
    .where(and(eq(billRatePlans.companyId, companyId), eq(billRatePlans.name, name)));
  if (found && found.id !== exceptId) throw badRequest(`a rate plan named "${name}" exists`);
}

/** Rate plans: list, add, edit, delete (companyBill) and their assignment to cards (simCardBill). */
export function registerRatePlanCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  for (const call of [ratePlanListCall, ratePlanOptionsCall]) {
    registrar.guardedCall(call, async ({ obj, caller }) => ({
      rows: await listRatePlans(db, caller, obj.companyId),
    }));
  }

  registrar.guardedCall(ratePlanAddCall, async ({ obj, caller }) => {
    const { companyId: chosen, ...fields } = obj;
    const companyId = chosenCompany(caller, chosen);
    if (companyId === undefined) throw badRequest('choose the company of the rate plan');
    if ((await db.$count(companies, eq(companies.id, companyId))) === 0)
      throw notFound(`no company ${companyId}`);
    await nameTaken(db, companyId, fields.name);
    const [added] = await db
      .insert(billRatePlans)
      .values({ companyId, ...storedFields(fields) })
      .returning({ id: billRatePlans.id });
    return { rows: [{ id: added?.id ?? 0 }], auditTarget: `rate plan ${fields.name}` };
  });

  registrar.guardedCall(ratePlanUpdateCall, async ({ obj, caller }) => {
    const { id, ...fields } = obj;
    await nameTaken(db, (await planInScope(db, caller, id)).companyId, fields.name, id);
    await db.update(billRatePlans).set(storedFields(fields)).where(eq(billRatePlans.id, id));
    return { rows: [{ ok: true }], auditTarget: `rate plan ${fields.name}` };
  });

  registrar.guardedCall(ratePlanDeleteCall, async ({ obj, caller }) => {
    const plan = await planInScope(db, caller, obj.id);
    const cards = await db.$count(billCardPlans, eq(billCardPlans.ratePlanId, plan.id));
    if (cards > 0) throw badRequest(`${cards} card(s) are on the rate plan: move them first`);
    await db.delete(billRatePlans).where(eq(billRatePlans.id, plan.id));
    return { rows: [{ ok: true }], auditTarget: `rate plan ${plan.name}` };
  });

  registrar.guardedCall(ratePlanAssignCall, async ({ obj, caller }) => {
    const plan = await planInScope(db, caller, obj.ratePlanId);
    const selection = obj.cardIds ? { cardIds: obj.cardIds } : { filter: obj.filter ?? {} };
    const cards = await selectedCards(db, caller, selection);
    const assigned = await db.transaction(async (transaction) => {
      const [counted] = executedRows<{ matching: number; elsewhere: number }>(
        await transaction.execute(sql`select count(*)::int as matching,
          count(*) filter (where company_id <> ${plan.companyId})::int as elsewhere from ${cards} s`),
      );
      const matching = counted?.matching ?? 0;
      if (obj.cardIds && matching !== new Set(obj.cardIds).size) {
        throw notFound(
          `${new Set(obj.cardIds).size - matching} of the cards are unknown or outside your scope`,
        );
      }
      if (matching === 0) throw badRequest('no card matches these filters');
      if ((counted?.elsewhere ?? 0) > 0) {
        throw badRequest(`${counted?.elsewhere} card(s) belong to another company than the rate plan`);
      }
      // One statement for any number of cards; a card already on a plan moves to this one.
      await transaction.execute(sql`
        insert into ${billCardPlans} (card_id, company_id, rate_plan_id)
        select card_id, company_id, ${plan.id} from ${cards} s
        on conflict (card_id) do update set rate_plan_id = excluded.rate_plan_id,
          company_id = excluded.company_id, assigned_at = now()`);
      return matching;
    });
    return { rows: [{ assigned }], auditTarget: `rate plan ${plan.name}: ${assigned} card(s)` };
  });
}
