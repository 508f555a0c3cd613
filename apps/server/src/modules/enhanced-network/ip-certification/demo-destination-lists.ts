import { destinationListStatus, whitelistWorkOrderState } from '@simdesk/contract';
import type { Destination } from '@simdesk/contract/modules/enhanced-network';
import type { Database } from '../../../platform/database/connect';
import type { DemoWorld } from '../../../platform/demo/demo-world';
import { demoCompanyAdministratorId } from '../shared/demo-sender';
import { carrierAccountsOfCompanyCards } from '../../sim-cards';
import { destinationLists, destinationWorkOrders } from './destination-schema';

const { pending, approved, rejected } = destinationListStatus.byName;
const { applied, refused } = whitelistWorkOrderState.byName;

interface DemoList {
  name: string;
  note: string | null;
  destinations: Destination[];
  status: typeof pending | typeof approved | typeof rejected;
  daysAgo: number;
  rejectionReason?: string;
  /** An approved list's work order at the carrier: applied, or refused with the carrier's reason. */
  carrierRefusal?: string | null;
}

const demoLists: readonly DemoList[] = [
  {
    name: 'Telematics platform',
    note: 'Aurora cloud: vehicle data upload and remote commands.',
    destinations: [
      { type: 'ip', value: '47.100.0.0/16' },
      { type: 'domain', value: 'telematics.aurora-motors.cn' },
      { type: 'domain', value: '*.ota.aurora-motors.cn' },
    ],
    status: approved,
    daysAgo: 30,
    carrierRefusal: null,
  },
  {
    name: 'Map and traffic',
    note: null,
    destinations: [
      { type: 'domain', value: 'tiles.navinfo.example.cn' },
      { type: 'ip', value: '120.92.18.0/24' },
      { type: 'ip', value: '10.20.0.0/16' },
    ],
    status: approved,
    daysAgo: 12,
    carrierRefusal: 'destination 10.20.0.0/16 is a private range',
  },
  {
    name: 'Music streaming partner',
    note: 'Infotainment bundle for the 2027 models.',
    destinations: [{ type: 'domain', value: 'api.music.example.com' }],
    status: pending,
    daysAgo: 1,
  },
  {
    name: 'Developer test servers',
    note: null,
    destinations: [{ type: 'ip', value: '203.0.113.0/24' }],
    status: rejected,
    daysAgo: 5,
    rejectionReason: 'Test servers must not be reachable from production cards.',
  },
];

const dayMilliseconds = 24 * 3_600_000;

/** Aurora's destination lists in every review state, the approved ones with their carrier work orders. */
export async function seedDemoDestinationLists(db: Database, world: DemoWorld): Promise<void> {
  const submitterId = await demoCompanyAdministratorId(db);
  const [accountId] = await carrierAccountsOfCompanyCards(db, world.makerCompanyId);
  if (submitterId === undefined) return;
  const now = Date.now();
  // Oldest first, so the list (newest id first) reads newest first.
  const oldestFirst = [...demoLists].sort((first, second) => second.daysAgo - first.daysAgo);
  for (const [index, demo] of oldestFirst.entries()) {
    const submittedAt = new Date(now - demo.daysAgo * dayMilliseconds);
    const reviewedAt = new Date(submittedAt.getTime() + 3_600_000);
    const reviewed = demo.status !== pending;
    const [list] = await db
      .insert(destinationLists)
      .values({
        companyId: world.makerCompanyId,
        name: demo.name,
        note: demo.note,
        destinations: demo.destinations,
        status: demo.status,
        submittedById: submitterId,
        submittedAt,
        reviewedById: reviewed ? submitterId : null,
        reviewedAt: reviewed ? reviewedAt : null,
        rejectionReason: demo.rejectionReason ?? null,
      })
      .returning({ id: destinationLists.id });
    if (!list || demo.carrierRefusal === undefined || accountId === undefined) continue;
    await db.insert(destinationWorkOrders).values({
      listId: list.id,
      carrierAccountId: accountId,
      workOrderId: `WO${submittedAt.toISOString().slice(0, 10).replaceAll('-', '')}${index + 1}`,
      state: demo.carrierRefusal === null ? applied : refused,
      rejectionReason: demo.carrierRefusal,
      submittedAt: reviewedAt,
      expectedReviewAt: new Date(reviewedAt.getTime() + dayMilliseconds),
      appliedAt:
        demo.carrierRefusal === null ? new Date(reviewedAt.getTime() + dayMilliseconds + 600_000) : null,
      checkedAt: new Date(reviewedAt.getTime() + 2 * dayMilliseconds),
    });
  }
}
