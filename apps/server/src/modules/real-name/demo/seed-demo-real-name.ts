import { asc, eq } from 'drizzle-orm';
import { realNameStatus } from '@simdesk/contract';
import { loadOrCreateSecretKey } from '../../../platform/carrier/secret-box';
import type { Database } from '../../../platform/database/connect';
import type { DemoWorld } from '../../../platform/demo/demo-world';
import { operators, organizations } from '../../../platform/database/schema';
import { createPersonalDataBox } from '../../../platform/privacy/personal-data';
import { cardsWithRealNameStatus } from '../../sim-cards';
import { enterpriseBatchValues, enterpriseRegistrationValues } from '../enterprise-batch-values';
import { realNameBatches, realNameEvents, realNameRegistrations } from '../real-name-schema';
import { seedDemoCardChanges } from './seed-demo-card-changes';
import { seedDemoCollections } from './seed-demo-collections';
import { seedDemoTesters } from './seed-demo-testers';
import { seedDemoUploads } from '../uploads/seed-demo-uploads';
import { seedDemoSyncs } from '../sync/seed-demo-syncs';

// Made-up specimens with valid check characters: the demo names no real company or person.
const demoEnterprise = {
  company: { name: 'Aurora Motors Sales Co.', certificateType: 'S', certificateNumber: '91440300708461136T' },
  responsiblePerson: {
    name: '李伟',
    documentType: 'A',
    documentNumber: '11010519491231002X',
    mobile: '13800000001',
  },
} as const;
const refusals = [
  ['DOCUMENT_INVALID', 'the responsible person’s document has expired'],
  ['CARD_STATE', 'the card is pre-cancelled'],
] as const;

/**
 * The maker's first enterprise registration, then owner links of sold vehicles: its registered demo cards (up to 60) and its refused ones (up to
 * 10), each with the history the tracker would have written, so the real-name pages show a real batch.
 */
export async function seedDemoRealName(db: Database, world: DemoWorld): Promise<void> {
  const box = createPersonalDataBox(await loadOrCreateSecretKey(db, world.environment.SIMDESK_SECRET_KEY));
  const { registered, failed } = realNameStatus.byName;
  const cards = [
    ...(await cardsWithRealNameStatus(db, world.makerCompanyId, registered, 60)),
    ...(await cardsWithRealNameStatus(db, world.makerCompanyId, failed, 10)),
  ];
  const [creator] = await db
    .select({
      id: operators.id,
      account: operators.account,
      orgId: operators.orgId,
      orgPath: organizations.path,
    })
    .from(operators)
    .leftJoin(organizations, eq(organizations.id, operators.orgId))
    .where(eq(operators.companyId, world.makerCompanyId))
    .orderBy(asc(operators.id))
    .limit(1);
  if (cards.length === 0 || !creator) return;
  const placement = { companyId: world.makerCompanyId, orgId: creator.orgId, orgPath: creator.orgPath };
  const [batch] = await db
    .insert(realNameBatches)
    .values(enterpriseBatchValues(box, demoEnterprise, { ...placement, createdBy: creator.id }, cards.length))
    .returning({ id: realNameBatches.id });
  if (!batch) return;
  const added = await db
    .insert(realNameRegistrations)
    .values(
      cards.map((card, index) => {
        const refusal = card.realNameStatus === failed ? refusals[index % refusals.length] : undefined;
        const at = card.openedAt ?? new Date();
        const owner = { id: batch.id, status: card.realNameStatus, createdBy: creator.id };
        return {
          ...enterpriseRegistrationValues(box, demoEnterprise, card, owner),
          carrierOrderNumber: `RN-DEMO-${String(batch.id).padStart(4, '0')}`,
          refusalCode: refusal?.[0] ?? null,
          refusalReason: refusal?.[1] ?? null,
          submittedAt: at,
          completedAt: at,
          createdAt: at,
        };
      }),
    )
    .returning({ id: realNameRegistrations.id, status: realNameRegistrations.status });
  await db.insert(realNameEvents).values(
    added.flatMap((registration) => [
      { registrationId: registration.id, kind: 'created', operatorId: creator.id },
      { registrationId: registration.id, kind: 'submitted' },
      {
        registrationId: registration.id,
        kind: registration.status === registered ? 'registered' : 'refused',
      },
    ]),
  );
  await seedDemoCollections(db, world.makerCompanyId, creator.id);
  await seedDemoTesters(db, box, placement, creator.id);
  await seedDemoCardChanges(db, world.makerCompanyId, creator.id);
  await seedDemoUploads(db, box, { ...placement, operatorId: creator.id }, demoEnterprise);
  await seedDemoSyncs(db, world.makerCompanyId, creator);
}
