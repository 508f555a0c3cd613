// @module-tag pglite (the main flow of the enhanced-network module)
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaintPageCode, type ComplaintDetailRow } from '@simdesk/contract/modules/enhanced-network';
import { complaintStatus } from '@simdesk/contract';
import { useSignIn, useTestApp } from '../../../test/test-app';
import { addOperatorWithGrants, companyIdNamed } from '../../company/testing';
import { enhancedNetworkModule } from '..';
import { complaintHistory, complaints } from '../testing';
import { cardUnderOrg, placeOperator } from './complaint-test-support';
import type { ComplaintPage } from './complaint-call-test-support';
import { addComplaintAs, complaintCall, storedOperatorId } from './complaint-call-test-support';

const testApp = useTestApp({ modules: [enhancedNetworkModule] });
const everyAction = ['query', 'get', 'add', 'edit', 'export'] as const;
const { new: fresh, processing, resolved, closed } = complaintStatus.byName;
let makerId: number;

beforeAll(async () => {
  const db = testApp.database.db;
  makerId = await companyIdNamed(db, 'Aurora Motors');
  const operators = [
    ['complaint.worker', '03', everyAction],
    ['complaint.viewer', '03', ['query', 'get']],
    ['complaint.dealer', '60', everyAction],
  ] as const;
  for (const [account, roleType, actions] of operators) {
    const grants = [{ pageCode: complaintPageCode, actions: [...actions] }];
    await addOperatorWithGrants(db, { account, companyId: makerId, roleType, grants });
  }
  await addOperatorWithGrants(db, {
    account: 'complaint.cards.only',
    companyId: makerId,
    roleType: '03',
    grants: [
      { pageCode: 'vehicleCardManagement-cardLink-simCardManagement-simCardList', actions: ['query'] },
    ],
  });
  await placeOperator(db, 'complaint.dealer', makerId, 'Beijing dealer');
});

const admin = useSignIn(testApp, 'admin');
const worker = useSignIn(testApp, 'complaint.worker');
const viewer = useSignIn(testApp, 'complaint.viewer');
const dealer = useSignIn(testApp, 'complaint.dealer');

async function complaintCount(): Promise<number> {
  const [row] = await testApp.database.db.select({ total: count() }).from(complaints);
  return row?.total ?? 0;
}

async function detail(token: string, complaintId: number) {
  return complaintCall<ComplaintDetailRow>(testApp, 'detail', { complaintId }, token);
}

describe('filing a complaint', () => {
  it('files one by any number of a card the caller sees, with the contact masked', async () => {
    const card = await cardUnderOrg(testApp.database.db, makerId, 'Beijing dealer');
    const byImsi = await addComplaintAs(testApp, worker.token, {
      cardNumber: card.imsi,
      category: 1,
      description: 'No data since the morning',
      contactName: 'Zhao Lei',
      contactMobile: '13912345678',
    });
    const byMsisdn = await addComplaintAs(testApp, dealer.token, {
      cardNumber: card.msisdn,
      category: 3,
      description: 'SMS are lost',
    });
    const answer = await detail(worker.token, byImsi);
    expect(answer.status, answer.msg).toBe('0');
    const [row] = answer.rows;
    expect(row).toMatchObject({
      iccid: card.iccid,
      status: fresh,
      priority: 2,
      contactMobile: '139****5678',
      contactName: 'Z******i',
    });
    expect(row?.history.map((step) => step.event)).toEqual(['created']);
    const list = await complaintCall<ComplaintPage>(
      testApp,
      'list',
      { cardNumber: card.iccid },
      worker.token,
    );
    expect(list.rows[0]?.complaints.map((complaint) => complaint.id)).toEqual([byMsisdn, byImsi]);
    expect(JSON.stringify(list.rows)).not.toContain('13912345678');
  });

  it("refuses a card outside the caller's org subtree, bad input and a caller without add, changing nothing", async () => {
    const south = await cardUnderOrg(testApp.database.db, makerId, 'Guangzhou dealer');
    const before = await complaintCount();
    const refusals = [
      [dealer.token, { cardNumber: south.iccid, category: 1, description: 'Not my card' }, '400'],
      [worker.token, { cardNumber: south.iccid, category: 42, description: 'No such category' }, '400'],
      [worker.token, { cardNumber: south.iccid, category: 1, description: 'shrt' }, '400'],
      [worker.token, { cardNumber: south.iccid, category: 1, description: 'Extra key', companyId: 1 }, '400'],
      [
        worker.token,
        { cardNumber: south.iccid, category: 1, description: 'Bad mobile', contactMobile: '123' },
        '400',
      ],
      [viewer.token, { cardNumber: south.iccid, category: 1, description: 'Viewer only' }, '403'],
    ] as const;
    for (const [token, obj, status] of refusals) {
      const answer = await complaintCall(testApp, 'add', obj, token);
      expect(answer.status, JSON.stringify(obj)).toBe(status);
      expect(answer.msg).toBeTruthy();
    }
    expect(await complaintCount()).toBe(before);
  });
});

describe('scope', () => {
  it('shows a dealer only the complaints of its org subtree, and carrier staff every company', async () => {
    const south = await cardUnderOrg(testApp.database.db, makerId, 'Guangzhou dealer');
    const southComplaint = await addComplaintAs(testApp, worker.token, {
      cardNumber: south.iccid,
      category: 2,
      description: 'Slow data in the south',
    });
    const dealerList = await complaintCall<ComplaintPage>(testApp, 'list', { pageSize: 100 }, dealer.token);
    const dealerIds = dealerList.rows[0]?.complaints.map((complaint) => complaint.id) ?? [];
    expect(dealerIds).not.toContain(southComplaint);
    expect(dealerList.rows[0]?.complaints.every((complaint) => complaint.orgName === 'Beijing dealer')).toBe(
      true,
    );
    expect((await detail(dealer.token, southComplaint)).status).toBe('404');
    const adminList = await complaintCall<ComplaintPage>(
      testApp,
      'list',
      { companyId: makerId, pageSize: 100 },
      admin.token,
    );
    expect(adminList.rows[0]?.complaints.map((complaint) => complaint.id)).toContain(southComplaint);
    const otherCompany = await complaintCall(testApp, 'list', { companyId: makerId + 1 }, worker.token);
    expect(otherCompany.status).toBe('403');
  });

  it('pages by keyset without repeating a row, newest first', async () => {
    const seen: number[] = [];
    let cursor: number | undefined;
    let total = 0;
    do {
      const answer = await complaintCall<ComplaintPage>(
        testApp,
        'list',
        { pageSize: 3, cursor },
        worker.token,
      );
      const page = answer.rows[0];
      if (!page) throw new Error(answer.msg);
      total = page.total;
      seen.push(...page.complaints.map((complaint) => complaint.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);
    expect([...seen].sort((left, right) => right - left)).toEqual(seen);
  });
});

describe('working a complaint', () => {
  it('moves only along the declared workflow, each move a history row', async () => {
    const card = await cardUnderOrg(testApp.database.db, makerId, 'Beijing dealer');
    const id = await addComplaintAs(testApp, worker.token, {
      cardNumber: card.iccid,
      category: 5,
      description: 'Billed twice this month',
    });
    const move = (toStatus: number, comment?: string) =>
      complaintCall(testApp, 'move', { complaintId: id, toStatus, comment }, worker.token);
    const refused = await move(resolved);
    expect(refused.status).toBe('400');
    expect(refused.msg).toContain('cannot move');
    for (const [toStatus, comment] of [
      [processing, 'Checking the bill'],
      [resolved, 'Refunded'],
      [processing, 'Customer says still wrong'],
      [resolved, 'Refunded again'],
      [closed, 'Confirmed'],
    ] as const) {
      const answer = await move(toStatus, comment);
      expect(answer.status, answer.msg).toBe('0');
    }
    expect((await move(processing)).status).toBe('400');
    expect(
      (await complaintCall(testApp, 'move', { complaintId: id, toStatus: 2 }, viewer.token)).status,
    ).toBe('403');
    const [row] = (await detail(worker.token, id)).rows;
    expect(row?.status).toBe(closed);
    expect(row?.history.map((step) => [step.fromStatus, step.toStatus])).toEqual([
      [null, fresh],
      [fresh, processing],
      [processing, resolved],
      [resolved, processing],
      [processing, resolved],
      [resolved, closed],
    ]);
    expect(row?.history.at(-1)).toMatchObject({ comment: 'Confirmed', operatorName: 'complaint.worker' });
  });

  it('assigns to an operator of the company who holds the page and sees the org, and comments', async () => {
    const db = testApp.database.db;
    const south = await cardUnderOrg(db, makerId, 'Guangzhou dealer');
    const id = await addComplaintAs(testApp, worker.token, {
      cardNumber: south.iccid,
      category: 6,
      description: 'Real-name rejected',
    });
    const assign = (account: string) =>
      storedOperatorId(db, account).then((assigneeId) =>
        complaintCall(testApp, 'assign', { complaintId: id, assigneeId }, worker.token),
      );
    expect((await assign('complaint.cards.only')).status).toBe('400');
    expect((await assign('complaint.dealer')).status).toBe('400');
    expect((await assign('admin')).status).toBe('400');
    const assignees = await complaintCall<{ account: string }>(
      testApp,
      'assignees',
      { complaintId: id },
      worker.token,
    );
    expect(assignees.rows.map((row) => row.account)).toContain('complaint.worker');
    expect(assignees.rows.map((row) => row.account)).not.toContain('complaint.dealer');
    expect((await assign('complaint.viewer')).status).toBe('0');
    const comment = await complaintCall(
      testApp,
      'comment',
      { complaintId: id, comment: 'Asked for a new photo' },
      worker.token,
    );
    expect(comment.status).toBe('0');
    const [row] = (await detail(worker.token, id)).rows;
    expect(row?.assigneeName).toBe('complaint.viewer');
    expect(row?.history.map((step) => step.event)).toEqual(['created', 'assigned', 'commented']);
    const history = await db.select().from(complaintHistory).where(eq(complaintHistory.complaintId, id));
    expect(history).toHaveLength(3);
  });

  it("answers another org subtree's complaint as missing to every working call", async () => {
    const south = await cardUnderOrg(testApp.database.db, makerId, 'Guangzhou dealer');
    const id = await addComplaintAs(testApp, worker.token, {
      cardNumber: south.iccid,
      category: 9,
      description: 'Hotspot question',
    });
    const dealerId = await storedOperatorId(testApp.database.db, 'complaint.dealer');
    for (const [path, obj] of [
      ['move', { complaintId: id, toStatus: processing }],
      ['assign', { complaintId: id, assigneeId: dealerId }],
      ['comment', { complaintId: id, comment: 'Not mine' }],
      ['assignees', { complaintId: id }],
    ] as const) {
      expect((await complaintCall(testApp, path, obj, dealer.token)).status, path).toBe('404');
    }
    const [row] = await testApp.database.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row?.status).toBe(fresh);
  });
});
