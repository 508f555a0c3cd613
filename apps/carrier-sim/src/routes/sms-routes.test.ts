// @module-tag pglite (messages kept and paged by SQL keyset)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, seededCards, signedInTestSim, type TestSim } from '../test/test-sim';

let wallTime = Date.UTC(2026, 10, 18, 4, 0);
const seeded = 300;
const reachable = seededCards(seeded, (card) => card.status === 2 && card.smsEnabled);
const [suspended = ''] = seededCards(seeded, (card) => card.status === 4);
let sim: TestSim;
let token: string;

interface Message {
  messageId: string;
  iccid: string;
  direction: 'MT' | 'MO';
  content: string;
  state: string;
  failureCode: string | null;
  replies?: string[];
  replyTo: string | null;
}
const send = (body: unknown) => sim.post('/v1/sms/messages', token, body);
const message = async (messageId: string): Promise<Message> =>
  (await sim.get(`/v1/sms/messages/${messageId}`, token)).json();

beforeAll(async () => {
  ({ sim, token } = await signedInTestSim({ seedCards: seeded, wallClock: () => wallTime }));
});
afterAll(() => sim.close());

describe('T-Box SMS', () => {
  let sent: { iccid: string; messageId: string }[] = [];
  const sentAt = wallTime;

  it('accepts a command for up to 100 cards and reports each delivery later in simulated time', async () => {
    const response = await send({ iccids: [...reachable.slice(0, 60), suspended], content: 'WAKE' });
    expect(response.statusCode, response.body).toBe(200);
    sent = response.json().messages;
    expect(sent).toHaveLength(61);
    for (const { messageId } of sent.slice(0, 3)) expect((await message(messageId)).state).toBe('submitted');
    wallTime += 3_600_000;
    const reports = await Promise.all(sent.map(({ messageId }) => message(messageId)));
    const byCard = new Map(reports.map((report) => [report.iccid, report]));
    expect(byCard.get(suspended)).toMatchObject({ state: 'failed', failureCode: 'CARD_NOT_ACTIVE' });
    const delivered = reports.filter((report) => report.state === 'delivered');
    const failed = reports.filter((report) => report.state === 'failed' && report.iccid !== suspended);
    expect(delivered.length).toBeGreaterThan(45);
    expect(
      failed.every((report) =>
        ['ABSENT_SUBSCRIBER', 'MEMORY_CAPACITY_EXCEEDED'].includes(report.failureCode ?? ''),
      ),
    ).toBe(true);
    // Most devices that got the command answer it.
    const answered = delivered.filter((report) => (report.replies ?? []).length > 0);
    expect(answered.length).toBeGreaterThan(delivered.length / 2);
    const reply = await message(answered[0]?.replies?.[0] ?? '');
    expect(reply).toMatchObject({ direction: 'MO', content: 'ACK WAKE OK', replyTo: answered[0]?.messageId });
  });

  it('lists messages by time window and card, both directions, with a cursor', async () => {
    const query = `from=${new Date(sentAt - 1000).toISOString()}`;
    const all: Message[] = [];
    let cursor: string | null = null;
    do {
      const page: { messages: Message[]; nextCursor: string | null } = (
        await sim.get(`/v1/sms/messages?${query}&pageSize=20${cursor ? `&cursor=${cursor}` : ''}`, token)
      ).json();
      all.push(...page.messages);
      cursor = page.nextCursor;
    } while (cursor);
    expect(all.filter((entry) => entry.direction === 'MT')).toHaveLength(61);
    expect(all.filter((entry) => entry.direction === 'MO').length).toBeGreaterThan(20);
    const iccid = reachable[0] ?? '';
    const ofCard = (await sim.get(`/v1/sms/messages?${query}&iccids=${iccid}&direction=MT`, token)).json();
    expect(ofCard.messages.map((entry: Message) => entry.iccid)).toEqual([iccid]);
  });

  it('shows delivered commands and replies among the card’s SMS records', async () => {
    const delivered = (await Promise.all(sent.map(({ messageId }) => message(messageId)))).find(
      (report) => report.state === 'delivered' && (report.replies ?? []).length > 0,
    );
    if (!delivered) throw new Error('nothing delivered');
    const records = (
      await sim.get(
        `/v1/cdrs?iccids=${delivered.iccid}&types=sms&from=${new Date(sentAt - 1000).toISOString()}`,
        token,
      )
    ).json().records;
    const ids = records.map((record: { recordId: string }) => record.recordId);
    expect(ids).toContain(delivered.messageId);
    expect(ids).toContain(delivered.replies?.[0]);
  });

  it('decides the same fate for the same message whenever it is asked', async () => {
    const [first = { messageId: '' }] = sent;
    expect(await message(first.messageId)).toEqual(await message(first.messageId));
    await advanceClock(sim, 24);
    token = await sim.signIn();
    expect((await message(first.messageId)).state).not.toBe('submitted');
  });

  it('refuses bad requests at once and stores nothing', async () => {
    const many = seededCards(seeded, () => true).slice(0, 101);
    expect((await send({ iccids: many, content: 'WAKE' })).json().code).toBe('BATCH_TOO_LARGE');
    const unknown = await send({ iccids: ['89860424009999999999', reachable[0]], content: 'WAKE' });
    expect(unknown.json()).toMatchObject({ code: 'CARD_NOT_FOUND', cards: ['89860424009999999999'] });
    expect((await send({ iccids: [reachable[0]], content: '' })).statusCode).toBe(400);
    expect((await send({ iccids: [reachable[0]], content: 'WAKE', priority: 1 })).statusCode).toBe(400);
    expect((await sim.get('/v1/sms/messages/SM1', token)).json().code).toBe('MESSAGE_NOT_FOUND');
    const from = new Date(wallTime - 32 * 86_400_000).toISOString();
    expect((await sim.get(`/v1/sms/messages?from=${from}`, token)).statusCode).toBe(400);
    const tooMany = seededCards(seeded, () => true)
      .slice(0, 21)
      .join(',');
    const recent = new Date(wallTime - 86_400_000).toISOString();
    expect((await sim.get(`/v1/sms/messages?from=${recent}&iccids=${tooMany}`, token)).json().code).toBe(
      'BATCH_TOO_LARGE',
    );
    const rows = await sim.services.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM carrier_sim.sms_messages WHERE direction = $1',
      ['MT'],
    );
    expect(rows[0]?.count).toBe(61);
  });
});
