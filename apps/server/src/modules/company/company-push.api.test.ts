import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushConfigRow, PushKeyRow, PushSampleRow, PushTestRow } from '@simdesk/contract';
import { companyPushConfigs } from '../../platform/database/schema-settings';
import { loadOutboundConfig } from '../../platform/outbound/outbound-policy';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyIdNamed } from './company-test-support';
import { startPushReceiver, verifiesIndependently, type PushReceiver } from './push-test-receiver';
import { closedPort } from './smtp-test-peer';
import { companyModule } from '.';
import { systemModule } from '../system';

let testApp: TestApp;
let receiver: PushReceiver;
let token: string;
let makerId: number;
let signingSecret: string;

beforeAll(async () => {
  receiver = await startPushReceiver();
  testApp = await createTestApp({
    modules: [companyModule, systemModule],
    config: {
      outbound: {
        ...loadOutboundConfig({}),
        allowPrivateNetworks: true,
        pushTimeoutMilliseconds: 1000,
        pushRetryDelaySeconds: 1,
        pushRetryLimit: 2,
      },
    },
  });
  token = (await testApp.login('demo.company')).token;
  makerId = await companyIdNamed(testApp.database.db, 'Aurora Motors');
});
afterAll(async () => {
  await testApp.close();
  await receiver.close();
});

const pushSettings = (overrides: Record<string, unknown> = {}) => ({
  url: receiver.url,
  enabled: true,
  events: ['card.status.changed', 'task.finished'],
  ...overrides,
});

async function testPush(eventType?: string) {
  const answer = await testApp.call<PushTestRow>(
    'company/test-app-push-sample',
    eventType ? { eventType } : {},
    { token },
  );
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0] as PushTestRow;
}

async function waitFor(condition: () => boolean | Promise<boolean>, milliseconds = 15_000): Promise<void> {
  const deadline = Date.now() + milliseconds;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('API push settings', () => {
  it('refuses to turn the push on before there is a signing key', async () => {
    const answer = await testApp.call('company/edit-api-push-config', pushSettings(), { token });
    expect(answer.status).toBe('400');
    expect(answer.msg).toMatch(/signing key/);
  });

  it('shows a new key once, then only masked', async () => {
    const reset = await testApp.call<{ signingSecret: string }>('company/reset-app-push-key', {}, { token });
    signingSecret = reset.rows[0]?.signingSecret ?? '';
    expect(signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const key = await testApp.call<PushKeyRow>('company/get-app-push-key', {}, { token });
    expect(key.rows[0]).toEqual({
      keySet: true,
      maskedKey: `${signingSecret.slice(0, 8)}…${signingSecret.slice(-2)}`,
    });
    expect(JSON.stringify(key)).not.toContain(signingSecret.slice(8, -2));
  });

  it('saves the receiver and events, and reads them back', async () => {
    expect((await testApp.call('company/edit-api-push-config', pushSettings(), { token })).status).toBe('0');
    const answer = await testApp.call<PushConfigRow>('company/api-push-config', {}, { token });
    expect(answer.rows[0]).toMatchObject({ ...pushSettings(), keySet: true });
    expect(JSON.stringify(answer)).not.toContain(signingSecret);
  });

  it('refuses addresses that are not http(s), unknown events and other companies', async () => {
    for (const url of [
      'ftp://files.example.com/in',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'http://user:pw@a.example',
    ]) {
      expect(
        (await testApp.call('company/edit-api-push-config', pushSettings({ url }), { token })).status,
        url,
      ).toBe('400');
    }
    const unknown = await testApp.call(
      'company/edit-api-push-config',
      pushSettings({ events: ['card.eaten'] }),
      { token },
    );
    expect(unknown.status).toBe('400');
    const adminCompanyId = await companyIdNamed(testApp.database.db, 'simdesk Mobile');
    expect(
      (await testApp.call('company/api-push-config', { companyId: adminCompanyId }, { token })).status,
    ).toBe('403');
    expect((await testApp.call<PushConfigRow>('company/api-push-config', {}, { token })).rows[0]?.url).toBe(
      receiver.url,
    );
  });

  it('shows a signed sample of an event', async () => {
    const answer = await testApp.call<PushSampleRow>(
      'company/get-app-push-sample',
      { eventType: 'card.imei.changed' },
      { token },
    );
    const sample = answer.rows[0] as PushSampleRow;
    expect(JSON.parse(sample.body)).toMatchObject({
      type: 'card.imei.changed',
      data: { imei: expect.any(String) },
    });
    expect(sample.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const push = { headers: sample.headers, body: sample.body };
    expect(await verifiesIndependently(signingSecret, push)).toBe(true);
  });
});

describe('company/test-app-push-sample', () => {
  it('delivers the signed sample, and the signature verifies on the receiving side', async () => {
    receiver.answerWith(204);
    const result = await testPush('card.status.changed');
    expect(result).toMatchObject({ delivered: true, httpStatus: 204, error: null, url: receiver.url });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    const push = receiver.received.at(-1);
    if (!push) throw new Error('nothing arrived');
    expect(push.headers['webhook-id']).toBe(result.messageId);
    expect(push.headers['content-type']).toBe('application/json');
    expect(JSON.parse(push.body)).toMatchObject({ type: 'card.status.changed', data: { status: 2 } });
    expect(await verifiesIndependently(signingSecret, push)).toBe(true);
    expect(await verifiesIndependently(signingSecret, { ...push, body: `${push.body} ` })).toBe(false);
  });

  it('signs with a key the company sets itself, which the audit log never holds', async () => {
    const ownKey = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const set = await testApp.call<PushKeyRow>(
      'company/set-app-push-key',
      { signingSecret: ownKey },
      { token },
    );
    expect(set.rows[0]?.keySet).toBe(true);
    await testPush();
    expect(await verifiesIndependently(ownKey, receiver.received.at(-1) as never)).toBe(true);
    const logs = await testApp.call('operation-log/list', { call: 'company/set-app-push-key' }, { token });
    expect(JSON.stringify(logs.rows)).not.toContain(ownKey.slice(6));
    const short = await testApp.call(
      'company/set-app-push-key',
      { signingSecret: 'whsec_c2hvcnQ=' },
      { token },
    );
    expect(short.status).toBe('400');
    signingSecret = ownKey;
  });

  it("reports the receiver's refusal with its status and answer", async () => {
    receiver.answerWith(500);
    const result = await testPush();
    expect(result).toMatchObject({ delivered: false, httpStatus: 500, responseBody: 'refused with 500' });
    expect(result.error).toBe(`${new URL(receiver.url).host} answered HTTP 500`);
    receiver.answerWith(204);
  });

  it('reports a refused connection and a receiver that never answers', async () => {
    const port = await closedPort();
    await testApp.call('company/edit-api-push-config', pushSettings({ url: `http://127.0.0.1:${port}/in` }), {
      token,
    });
    expect(await testPush()).toMatchObject({
      delivered: false,
      httpStatus: null,
      error: `127.0.0.1:${port} refused the connection`,
    });

    await testApp.call('company/edit-api-push-config', pushSettings(), { token });
    receiver.answerWith('hang');
    const result = await testPush();
    expect(result).toMatchObject({ delivered: false, httpStatus: null });
    expect(result.error).toBe(`no answer from ${new URL(receiver.url).host} within 1 s`);
    expect(result.durationMs).toBeLessThan(3000);
    receiver.answerWith(204);
  });

  it('never reaches a metadata address, whatever the configuration', async () => {
    await testApp.call(
      'company/edit-api-push-config',
      pushSettings({ url: 'http://169.254.169.254/latest/meta-data' }),
      { token },
    );
    expect((await testPush()).error).toMatch(/reserved or metadata address/);
    await testApp.call('company/edit-api-push-config', pushSettings(), { token });
  });
});

describe('services.webhooks.push', () => {
  it('queues only subscribed events of a company whose push is on', async () => {
    const skipped = await testApp.services.webhooks.push(makerId, 'pool.usage.alarm', {});
    expect(skipped).toEqual({ queued: false, messageId: null });
  });

  it('delivers an event durably, retrying with the same id after a failure', async () => {
    receiver.answerWith(503);
    const before = receiver.received.length;
    const pushed = await testApp.services.webhooks.push(makerId, 'task.finished', { taskId: 7 });
    expect(pushed.queued).toBe(true);
    await waitFor(() => receiver.received.length > before);
    receiver.answerWith(200);
    await waitFor(() => receiver.received.length > before + 1);
    const attempts = receiver.received.slice(before);
    expect(attempts.every((push) => push.headers['webhook-id'] === pushed.messageId)).toBe(true);
    expect(JSON.parse(attempts[1]?.body ?? '{}')).toMatchObject({
      type: 'task.finished',
      data: { taskId: 7 },
    });
    expect(await verifiesIndependently(signingSecret, attempts[1] as never)).toBe(true);
  });

  it('turns the push off when the receiver answers 410 Gone', async () => {
    receiver.answerWith(410);
    const before = receiver.received.length;
    await testApp.services.webhooks.push(makerId, 'card.status.changed', { iccid: '1' });
    await waitFor(() => receiver.received.length > before);
    const pushEnabled = async () => {
      const [row] = await testApp.database.db
        .select({ enabled: companyPushConfigs.enabled })
        .from(companyPushConfigs)
        .where(eq(companyPushConfigs.companyId, makerId));
      return row?.enabled;
    };
    await waitFor(async () => (await pushEnabled()) === false);
    receiver.answerWith(204);
  });
});
