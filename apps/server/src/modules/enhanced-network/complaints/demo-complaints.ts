import { inArray } from 'drizzle-orm';
import {
  complaintCategory,
  complaintPriority,
  complaintStatus,
  type ComplaintCategoryCode,
  type ComplaintPriorityCode,
  type ComplaintStatusCode,
} from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { operators } from '../../../platform/database/schema';
import type { DemoWorld } from '../../../platform/demo/demo-world';
import { cardsOfCompany } from '../../sim-cards';
import { complaintHistory, complaints } from './complaint-schema';
import { newComplaintValues } from './complaint-workflow';

interface DemoComplaint {
  category: ComplaintCategoryCode;
  priority: ComplaintPriorityCode;
  status: ComplaintStatusCode;
  description: string;
  contact?: [name: string, mobile: string];
  /** Days before the seed the complaint was filed. */
  daysAgo: number;
  resolution?: string;
}

const category = complaintCategory.byName;
const priority = complaintPriority.byName;
const { new: fresh, processing, resolved, closed } = complaintStatus.byName;

const demoComplaints: readonly DemoComplaint[] = [
  {
    category: category.noDataConnection,
    priority: priority.urgent,
    status: fresh,
    description: 'T-Box shows no data session since this morning; navigation and remote unlock both fail.',
    contact: ['Zhao Lei', '13912345678'],
    daysAgo: 0,
  },
  {
    category: category.slowData,
    priority: priority.normal,
    status: fresh,
    description:
      'Music streaming stalls every few minutes on the ring road; speed test shows under 100 kbit/s.',
    daysAgo: 1,
  },
  {
    category: category.smsFailure,
    priority: priority.high,
    status: processing,
    description: 'Remote air-conditioning SMS commands are not delivered to the vehicle; the app times out.',
    contact: ['Sun Ying', '13687654321'],
    daysAgo: 2,
  },
  {
    category: category.billing,
    priority: priority.normal,
    status: processing,
    description: 'Owner was charged for overage data although the monthly package shows 2 GB left.',
    daysAgo: 4,
  },
  {
    category: category.realName,
    priority: priority.high,
    status: resolved,
    description: 'Real-name registration was rejected twice; the ID photo is clear and the name matches.',
    contact: ['Liu Yang', '13755551234'],
    daysAgo: 6,
    resolution: 'Carrier accepted the third submission after the ID was re-scanned in colour.',
  },
  {
    category: category.voiceFailure,
    priority: priority.low,
    status: resolved,
    description: 'Emergency call button connects but the call centre cannot hear the driver.',
    daysAgo: 9,
    resolution: 'Microphone fault in the head unit, not the card; dealer replaced the module.',
  },
  {
    category: category.noDataConnection,
    priority: priority.high,
    status: closed,
    description: 'Card was suspended by the data threshold rule although the vehicle had barely moved.',
    daysAgo: 14,
    resolution: 'Threshold raised for the fleet tag and the card resumed; owner confirmed service is back.',
  },
  {
    category: category.other,
    priority: priority.low,
    status: closed,
    description: 'Customer asks whether the in-car hotspot can be switched off permanently.',
    daysAgo: 21,
    resolution: 'Explained the hotspot setting in the head unit; nothing to change on the card.',
  },
];

const millisecondsPerDay = 24 * 60 * 60 * 1000;

/** Complaints about Aurora's demo cards in every state, with the history each state implies. */
export async function seedDemoComplaints(db: Database, world: DemoWorld): Promise<void> {
  const cards = await cardsOfCompany(db, world.makerCompanyId, demoComplaints.length * 7);
  const people = await db
    .select({ id: operators.id, account: operators.account })
    .from(operators)
    .where(inArray(operators.account, ['demo.company', 'demo.switch.maker']));
  const [filer, worker] = ['demo.company', 'demo.switch.maker'].map(
    (account) => people.find((person) => person.account === account)?.id,
  );
  if (!filer || !worker || cards.length === 0) return;
  const now = Date.now();
  for (const [index, demo] of demoComplaints.entries()) {
    const card = cards[(index * 7) % cards.length];
    if (!card) continue;
    const filedAt = new Date(now - demo.daysAgo * millisecondsPerDay - (index + 1) * 3_600_000);
    const at = (hours: number) => new Date(filedAt.getTime() + hours * 3_600_000);
    const worked = demo.status !== fresh;
    const [created] = await db
      .insert(complaints)
      .values({
        ...newComplaintValues(
          card,
          { ...demo, contactName: demo.contact?.[0], contactMobile: demo.contact?.[1] },
          filer,
        ),
        status: demo.status,
        assigneeId: worked ? worker : null,
        createdAt: filedAt,
        updatedAt: worked ? at(demo.status === processing ? 2 : 30) : filedAt,
      })
      .returning({ id: complaints.id });
    if (!created) continue;
    const step = (hours: number, values: Partial<typeof complaintHistory.$inferInsert>) => ({
      complaintId: created.id,
      event: 'moved',
      operatorId: worker,
      createdAt: at(hours),
      ...values,
    });
    const history = [step(0, { event: 'created', toStatus: fresh, operatorId: filer })];
    if (worked) {
      history.push(step(1, { event: 'assigned', assigneeId: worker, operatorId: filer }));
      history.push(
        step(2, { fromStatus: fresh, toStatus: processing, comment: 'Checking with the carrier.' }),
      );
    }
    if (demo.status === resolved || demo.status === closed) {
      history.push(
        step(24, { fromStatus: processing, toStatus: resolved, comment: demo.resolution ?? null }),
      );
    }
    if (demo.status === closed) {
      history.push(step(30, { fromStatus: resolved, toStatus: closed, comment: 'Customer confirmed.' }));
    }
    await db.insert(complaintHistory).values(history);
  }
}
