import { and, eq, isNotNull, like } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import { operators, organizations } from '../../../platform/database/schema';
import { simCards } from '../../sim-cards/testing';

/** A demo card of the company placed under the named org (its subtree), for filing complaints in tests. */
export async function cardUnderOrg(db: Database, companyId: number, orgName: string) {
  const [org] = await db
    .select({ path: organizations.path })
    .from(organizations)
    .where(and(eq(organizations.companyId, companyId), eq(organizations.name, orgName)));
  if (!org) throw new Error(`no org ${orgName}`);
  const [card] = await db
    .select({
      id: simCards.id,
      iccid: simCards.iccid,
      msisdn: simCards.msisdn,
      imsi: simCards.imsi,
      orgPath: simCards.orgPath,
    })
    .from(simCards)
    .where(and(like(simCards.orgPath, `${org.path}%`), isNotNull(simCards.imsi), isNotNull(simCards.msisdn)))
    .limit(1);
  if (!card?.msisdn || !card.imsi) throw new Error(`no card under ${orgName}`);
  return { ...card, msisdn: card.msisdn, imsi: card.imsi };
}

/** Moves an operator to the named org of its company (a test operator starts at the root). */
export async function placeOperator(db: Database, account: string, companyId: number, orgName: string) {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.companyId, companyId), eq(organizations.name, orgName)));
  if (!org) throw new Error(`no org ${orgName}`);
  await db.update(operators).set({ orgId: org.id }).where(eq(operators.account, account));
}
