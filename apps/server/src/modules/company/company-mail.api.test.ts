import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailConfigRow, TestMailRow } from '@simdesk/contract';
import { companyMailConfigs } from '../../platform/database/schema-settings';
import { loadOutboundConfig } from '../../platform/outbound/outbound-policy';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyIdNamed } from './company-test-support';
import { closedPort, startSilentPeer, startSmtpPeer, type SmtpPeer } from './smtp-test-peer';
import { companyModule } from '.';
import { systemModule } from '../system';

const credentials = { username: 'mailer@aurora.example', password: 'smtp-Secret-42' };
let testApp: TestApp;
let smtp: SmtpPeer;
let token: string;
let makerId: number;

beforeAll(async () => {
  smtp = await startSmtpPeer(credentials);
  testApp = await createTestApp({
    modules: [companyModule, systemModule],
    config: {
      outbound: { ...loadOutboundConfig({}), allowPrivateNetworks: true, mailTimeoutMilliseconds: 1500 },
    },
  });
  token = (await testApp.login('demo.company')).token;
  makerId = await companyIdNamed(testApp.database.db, 'Aurora Motors');
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const serverSettings = () => ({
  host: '127.0.0.1',
  port: smtp.port,
  secure: false,
  username: credentials.username,
  fromAddress: 'noreply@aurora.example',
  enabled: true,
});

async function storedPassword() {
  const [row] = await testApp.database.db
    .select({ password: companyMailConfigs.password })
    .from(companyMailConfigs)
    .where(eq(companyMailConfigs.companyId, makerId));
  return row?.password;
}

describe('mail server settings', () => {
  it('answers "not configured" before anything is saved', async () => {
    const answer = await testApp.call<MailConfigRow>('company/mail-config', {}, { token });
    expect(answer.rows[0]).toMatchObject({ configured: false, passwordSet: false });
  });

  it('saves the server and never answers the password, only that one is set', async () => {
    const saved = await testApp.call(
      'company/edit-mail-config',
      { ...serverSettings(), password: credentials.password },
      { token },
    );
    expect(saved.status).toBe('0');
    const answer = await testApp.call<MailConfigRow>('company/mail-config', {}, { token });
    expect(answer.rows[0]).toEqual({ configured: true, passwordSet: true, ...serverSettings() });
    expect(JSON.stringify(answer)).not.toContain(credentials.password);
  });

  it('keeps the stored password when the form leaves it out, and clears it only when asked', async () => {
    await testApp.call('company/edit-mail-config', { ...serverSettings(), port: smtp.port }, { token });
    expect(await storedPassword()).toBe(credentials.password);
    await testApp.call('company/edit-mail-config', { ...serverSettings(), clearPassword: true }, { token });
    expect(await storedPassword()).toBeNull();
    await testApp.call(
      'company/edit-mail-config',
      { ...serverSettings(), password: credentials.password },
      { token },
    );
    expect(await storedPassword()).toBe(credentials.password);
  });

  it('keeps the password out of the audit log', async () => {
    const logs = await testApp.call<{ detail: string | null }>(
      'operation-log/list',
      { call: 'company/edit-mail-config' },
      { token },
    );
    expect(logs.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs.rows)).not.toContain(credentials.password);
  });

  it('refuses bad input and changes nothing', async () => {
    for (const obj of [
      { ...serverSettings(), port: 70_000 },
      { ...serverSettings(), host: 'smtp example.com' },
      { ...serverSettings(), fromAddress: 'not-a-mail' },
      { ...serverSettings(), password: '' },
      { ...serverSettings(), companyId: 'one' },
    ]) {
      expect(
        (await testApp.call('company/edit-mail-config', obj, { token })).status,
        JSON.stringify(obj),
      ).toBe('400');
    }
    const answer = await testApp.call<MailConfigRow>('company/mail-config', {}, { token });
    expect(answer.rows[0]?.port).toBe(smtp.port);
  });
});

describe('company/send-test-mail', () => {
  it('delivers a real mail through the stored server, signed in with the stored password', async () => {
    const answer = await testApp.call<TestMailRow>(
      'company/send-test-mail',
      { to: 'ops@aurora.example' },
      { token },
    );
    expect(answer.status).toBe('0');
    expect(answer.rows[0]?.response).toMatch(/^250/);
    const mail = smtp.mails.at(-1);
    expect(mail).toMatchObject({
      from: 'noreply@aurora.example',
      to: ['ops@aurora.example'],
      authenticatedAs: credentials.username,
    });
    expect(mail?.raw).toMatch(/Subject: Aurora Connected Vehicles: test mail/);
    expect(mail?.raw).toContain('the mail server settings work');
  });

  it('reports a refused password clearly', async () => {
    await testApp.call('company/edit-mail-config', { ...serverSettings(), password: 'wrong-one' }, { token });
    const answer = await testApp.call('company/send-test-mail', { to: 'ops@aurora.example' }, { token });
    expect(answer.status).toBe('400');
    expect(answer.msg).toMatch(/refused the user name or password/);
    await testApp.call(
      'company/edit-mail-config',
      { ...serverSettings(), password: credentials.password },
      { token },
    );
  });

  it('reports an unreachable server as a clear error, never a 500', async () => {
    const port = await closedPort();
    await testApp.call('company/edit-mail-config', { ...serverSettings(), port }, { token });
    const answer = await testApp.call('company/send-test-mail', { to: 'ops@aurora.example' }, { token });
    expect(answer.httpStatus).toBe(200);
    expect(answer.status).toBe('400');
    expect(answer.msg).toBe(`the mail server 127.0.0.1:${port} refused the connection`);
  });

  it('gives up on a server that never answers within the time limit', async () => {
    const silent = await startSilentPeer();
    try {
      await testApp.call('company/edit-mail-config', { ...serverSettings(), port: silent.port }, { token });
      const started = Date.now();
      const answer = await testApp.call('company/send-test-mail', { to: 'ops@aurora.example' }, { token });
      expect(answer.status).toBe('400');
      expect(answer.msg).toBe(`the mail server 127.0.0.1:${silent.port} did not answer within 1.5 s`);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await silent.close();
    }
  });

  it('refuses a bad recipient, and an operator of another company', async () => {
    expect((await testApp.call('company/send-test-mail', { to: 'nobody' }, { token })).status).toBe('400');
    const adminCompanyId = await companyIdNamed(testApp.database.db, 'simdesk Mobile');
    const other = await testApp.call(
      'company/send-test-mail',
      { to: 'a@b.example', companyId: adminCompanyId },
      { token },
    );
    expect(other.status).toBe('403');
  });
});
