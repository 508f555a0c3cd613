import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ExpiredPasswordRow } from '@simdesk/contract';
import { operators } from '../../platform/database/schema';
import { useTestApp, testPassword } from '../../test/test-app';
import { operatorModule } from '.';

const testApp = useTestApp({ modules: [operatorModule] });

describe('sessions', () => {
  it('answers 401 without a token and 10022 with an unknown one', async () => {
    const none = await testApp.call('operator/current');
    expect(none.httpStatus).toBe(401);
    expect(none.status).toBe('401');
    const unknown = await testApp.call('operator/current', {}, { token: 'x'.repeat(43) });
    expect(unknown.status).toBe('10022');
  });

  it('ends the session on logout', async () => {
    const { token } = await testApp.login('demo.dealer');
    expect((await testApp.call('operator/current', {}, { token })).status).toBe('0');
    expect((await testApp.call('operator/logout', {}, { token })).status).toBe('0');
    expect((await testApp.call('operator/current', {}, { token })).status).toBe('10022');
  });

  it('expires after 30 idle minutes, and activity keeps it alive', async () => {
    const { token } = await testApp.login('demo.dealer');
    testApp.clock.advanceMinutes(29);
    expect((await testApp.call('operator/current', {}, { token })).status).toBe('0');
    testApp.clock.advanceMinutes(29);
    expect((await testApp.call('operator/current', {}, { token })).status).toBe('0');
    testApp.clock.advanceMinutes(31);
    expect((await testApp.call('operator/current', {}, { token })).status).toBe('10022');
  });

  it('expires 12 hours after login however busy', async () => {
    const { token } = await testApp.login('demo.dealer');
    for (let step = 0; step < 35; step++) {
      testApp.clock.advanceMinutes(20);
      expect((await testApp.call('operator/current', {}, { token })).status).toBe('0');
    }
    testApp.clock.advanceMinutes(19);
    expect((await testApp.call('operator/current', {}, { token })).status).toBe('0');
    testApp.clock.advanceMinutes(2);
    expect((await testApp.call('operator/current', {}, { token })).status).toBe('10022');
  });

  it('ends every session of an operator who changes password', async () => {
    const first = await testApp.login('demo.company');
    const second = await testApp.login('demo.company');
    const changed = await testApp.call(
      'operator/change-password',
      { oldPassword: testApp.encrypt(testPassword), password: testApp.encrypt('Another-pass-1') },
      { token: first.token },
    );
    expect(changed.status).toBe('0');
    expect((await testApp.call('operator/current', {}, { token: first.token })).status).toBe('10022');
    expect((await testApp.call('operator/current', {}, { token: second.token })).status).toBe('10022');
    await testApp.login('demo.company', 'Another-pass-1');
  });

  it('refuses a password change with a wrong current password or a short new one', async () => {
    const { token } = await testApp.login('demo.dealer');
    const wrongCurrent = await testApp.call(
      'operator/change-password',
      { oldPassword: testApp.encrypt('not-it'), password: testApp.encrypt('Another-pass-1') },
      { token },
    );
    expect(wrongCurrent.status).toBe('10036');
    const tooShort = await testApp.call(
      'operator/change-password',
      { oldPassword: testApp.encrypt(testPassword), password: testApp.encrypt('abc') },
      { token },
    );
    expect(tooShort.status).toBe('400');
    expect((await testApp.call('operator/current', {}, { token })).status).toBe('0');
  });

  it('ends the sessions of a disabled operator and refuses their login', async () => {
    const { token } = await testApp.login('demo.api');
    await testApp.database.db
      .update(operators)
      .set({ enabled: false })
      .where(eq(operators.account, 'demo.api'));
    expect((await testApp.call('operator/current', {}, { token })).status).toBe('10022');
    const login = await testApp.passwordLogin('demo.api', testPassword);
    expect(login.status).toBe('10033');
    await testApp.database.db
      .update(operators)
      .set({ enabled: true })
      .where(eq(operators.account, 'demo.api'));
  });
});

describe('expired password', () => {
  it("answers '10043' with a reset ticket, which renews the password once", async () => {
    await testApp.database.db
      .update(operators)
      .set({ passwordChangedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(operators.account, 'demo.restricted'));
    const answer = await testApp.passwordLogin<ExpiredPasswordRow>('demo.restricted', testPassword);
    expect(answer.status).toBe('10043');
    const ticket = answer.rows[0]?.resetTicket ?? '';
    expect(answer.rows[0]?.account).toBe('demo.restricted');

    const same = await testApp.call('operator/modify-expired-password', {
      resetTicket: ticket,
      password: testApp.encrypt(testPassword),
    });
    expect(same.status).toBe('400');

    const renewed = await testApp.call('operator/modify-expired-password', {
      resetTicket: ticket,
      password: testApp.encrypt('Fresh-pass-2026'),
    });
    expect(renewed.status).toBe('0');
    const reused = await testApp.call('operator/modify-expired-password', {
      resetTicket: ticket,
      password: testApp.encrypt('Fresh-pass-2027'),
    });
    expect(reused.status).toBe('400');
    await testApp.login('demo.restricted', 'Fresh-pass-2026');
  });
});
