import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  complaintAttachmentMaximumBytes,
  complaintAttachmentMaximumCount,
  complaintPageCode,
  type ComplaintAttachmentRow,
} from '@simdesk/contract/modules/enhanced-network';
import { apiBasePath } from '@simdesk/contract';
import { useSignIn, useTestApp } from '../../../test/test-app';
import { addOperatorWithGrants, companyIdNamed } from '../../company/testing';
import { uploadImport } from '../../sim-cards/testing';
import { enhancedNetworkModule } from '..';
import { complaintAttachments } from '../testing';
import { cardUnderOrg, placeOperator } from './complaint-test-support';
import { addComplaintAs } from './complaint-call-test-support';

const testApp = useTestApp({ modules: [enhancedNetworkModule] });
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)]);
let makerId: number;
let complaintId: number;

beforeAll(async () => {
  const db = testApp.database.db;
  makerId = await companyIdNamed(db, 'Aurora Motors');
  const grants = [{ pageCode: complaintPageCode, actions: ['query', 'get', 'add', 'edit'] as never }];
  await addOperatorWithGrants(db, { account: 'attach.worker', companyId: makerId, roleType: '03', grants });
  await addOperatorWithGrants(db, { account: 'attach.dealer', companyId: makerId, roleType: '60', grants });
  await placeOperator(db, 'attach.dealer', makerId, 'Beijing dealer');
});

const worker = useSignIn(testApp, 'attach.worker');
const dealer = useSignIn(testApp, 'attach.dealer');

beforeAll(async () => {
  const card = await cardUnderOrg(testApp.database.db, makerId, 'Guangzhou dealer');
  complaintId = await addComplaintAs(testApp, worker.token, {
    cardNumber: card.iccid,
    category: 1,
    description: 'No data at all',
  });
});

const attach = (token: string, file: { name: string; content: Buffer | string }, id = complaintId) =>
  uploadImport(testApp, 'complaint/attachment-upload', token, { complaintId: id }, file) as Promise<
    Awaited<ReturnType<typeof uploadImport>> & { rows: ComplaintAttachmentRow[] }
  >;

function download(token: string, attachmentId: number) {
  return testApp.app.inject({
    method: 'POST',
    url: `${apiBasePath}/complaint/attachment-download`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ obj: { attachmentId } }),
  });
}

async function attachmentCount(): Promise<number> {
  const [row] = await testApp.database.db.select({ total: count() }).from(complaintAttachments);
  return row?.total ?? 0;
}

function uploadsLeft(): string[] {
  const folder = path.join(testApp.services.config.dataDir, 'tasks', 'uploads');
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe('attachments', () => {
  it('keeps an image and serves it only to those who see the complaint', async () => {
    const answer = await attach(worker.token, { name: 'dashboard.png', content: png });
    expect(answer.status, answer.msg).toBe('0');
    const [row] = answer.rows;
    expect(row).toMatchObject({ fileName: 'dashboard.png', kind: 'png', sizeBytes: png.length });
    const file = await download(worker.token, row?.id ?? 0);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    const refused = await download(dealer.token, row?.id ?? 0);
    expect(refused.json()).toMatchObject({ status: '404' });
  });

  it.each([
    ['a Windows program named .log', 'tool.log', Buffer.from('4d5a900003000000000000ffff0000', 'hex')],
    ['a PNG named .pdf', 'report.pdf', png],
    ['text with NUL bytes', 'modem.log', Buffer.from('AT+CGATT?\0\0\0')],
    ['an empty file', 'empty.txt', Buffer.alloc(0)],
    ['a file type not offered', 'cards.xlsx', Buffer.from('504b0304', 'hex')],
    ['a file over the limit', 'huge.log', Buffer.alloc(complaintAttachmentMaximumBytes + 1, 'a')],
  ])('refuses %s, keeping nothing', async (_what, name, content) => {
    const before = await attachmentCount();
    const answer = await attach(worker.token, { name, content });
    expect(answer.status).toBe('400');
    expect(answer.msg).toBeTruthy();
    expect(await attachmentCount()).toBe(before);
    expect(uploadsLeft()).toEqual([]);
  });

  it('takes logs and PDFs up to the count limit, then refuses', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1');
    const files = [
      { name: 'modem.log', content: 'AT+CSQ\r\n+CSQ: 12,99\r\n' },
      { name: 'bill.pdf', content: pdf },
      { name: 'notes.txt', content: '信号弱，地下车库无法上网' },
    ];
    for (const file of files) expect((await attach(worker.token, file)).status).toBe('0');
    const kept = await attachmentCount();
    expect(kept).toBe(complaintAttachmentMaximumCount - 1);
    expect((await attach(worker.token, { name: 'photo.png', content: png })).status).toBe('0');
    const over = await attach(worker.token, { name: 'more.png', content: png });
    expect(over.status).toBe('400');
    expect(over.msg).toContain(`at most ${complaintAttachmentMaximumCount}`);
    expect(uploadsLeft()).toEqual([]);
  });

  it('refuses a complaint of another org subtree as missing', async () => {
    const answer = await attach(dealer.token, { name: 'x.png', content: png });
    expect(answer.status).toBe('404');
    expect(uploadsLeft()).toEqual([]);
  });
});
