import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database/connect';
import { operators, organizations } from '../../platform/database/schema';
import { dealers } from '../../platform/database/schema';

const demoDealers = [
  { orgName: 'Beijing dealer', name: 'Aurora Beijing Store', code: 'BJ-001', contactName: 'Zhang Min' },
  { orgName: 'Guangzhou dealer', name: 'Aurora Guangzhou Store', code: 'GZ-001', contactName: 'Huang Lei' },
] as const;

/** Two dealers of the vehicle maker; demo.dealer becomes an account of the Beijing one. */
export async function seedDemoDealers(db: Database, makerId: number): Promise<void> {
  const orgs = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      and(
        eq(organizations.companyId, makerId),
        inArray(
          organizations.name,
          demoDealers.map((dealer) => dealer.orgName),
        ),
      ),
    );
  const created = await db
    .insert(dealers)
    .values(
      demoDealers.map(({ orgName, ...dealer }, index) => ({
        ...dealer,
        companyId: makerId,
        orgId: orgs.find((org) => org.name === orgName)?.id ?? null,
        contactMobile: `1380000101${index}`,
        address: `${orgName.replace(' dealer', '')} Auto Park ${index + 1}`,
      })),
    )
    .returning({ id: dealers.id, code: dealers.code });
  const beijing = created.find((dealer) => dealer.code === 'BJ-001');
  if (beijing)
    await db.update(operators).set({ dealerId: beijing.id }).where(eq(operators.account, 'demo.dealer'));
}
