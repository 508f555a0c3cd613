import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls, apiBasePath, status, type Envelope } from '@simdesk/contract';
import { demoAccounts } from '../platform/demo/demo-seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertOperatorLike } from '../test/stored-operator';
import { keepSession, sessionEndedStatuses, type KeptSession } from './kept-session';
import { mutatedBodyArbitrary, type JsonSchema } from './schema-arbitrary';
import { serverModules } from '../modules';

/**
 * Every call gets bodies generated from its own schema and mutated (a field replaced by any JSON, a key it does
 * not declare): whatever arrives, the answer is an envelope and never a 5xx, and a smuggled key such as
 * companyId or roleId is refused. SIMDESK_FUZZ_SEED and SIMDESK_FUZZ_RUNS vary the run.
 */

const fuzzAccount = 'fuzz.carrier.admin';
/** The calls kept to custom-platform accounts (onlyFor) refuse the carrier admin: an API account fuzzes them. */
const fuzzApiAccount = 'fuzz.api';
const runsPerCall = Number(process.env.SIMDESK_FUZZ_RUNS ?? 8);
const seed = Number(process.env.SIMDESK_FUZZ_SEED ?? 20261122);

let testApp: TestApp;
let fuzzSession: KeptSession;
let fuzzApiSession: KeptSession;

/** A new operator made like `template`, with its session kept: a copy, so the walk changes no demo account. */
async function keepSessionOfCopy(template: string, account: string, name: string): Promise<KeptSession> {
  await insertOperatorLike(testApp, template, {
    account,
    name,
    mail: `${account}@example.com`,
    mobile: null,
  });
  return keepSession(testApp, account);
}

beforeAll(async () => {
  testApp = await createTestApp({ modules: serverModules });
  // Every page, like the carrier admin, but its own account: a fuzzed call may disable, lock or re-password
  // whoever its generated ids name, and this operator is put back before each call.
  fuzzSession = await keepSessionOfCopy(demoAccounts.carrierAdmin, fuzzAccount, 'Fuzz Admin');
  fuzzApiSession = await keepSessionOfCopy(demoAccounts.apiCustomer, fuzzApiAccount, 'Fuzz API');
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

const postCalls = allCalls.filter((call) => call.method !== 'GET');

describe('fuzzing every call', () => {
  it.each(postCalls.map((call) => [call.path, call] as const))(
    '%s answers generated and mutated bodies with an envelope, never a 5xx',
    async (_path, call) => {
      const schema = z.toJSONSchema(call.obj, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      const session =
        call.access.kind !== 'public' && call.access.onlyFor === 'customPlatform'
          ? fuzzApiSession
          : fuzzSession;
      let token = await session.restore();
      await fc.assert(
        fc.asyncProperty(mutatedBodyArbitrary(schema), async ({ obj, smuggled }) => {
          const response = await testApp.app.inject({
            method: 'POST',
            url: `${apiBasePath}/${call.path}`,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: JSON.stringify({ obj }),
          });
          expect(response.statusCode).toBeLessThan(500);
          // A call that answers a file (a template download) answers it as an attachment; refusals are envelopes.
          if (!String(response.headers['content-type']).startsWith('application/json')) {
            expect(String(response.headers['content-disposition'])).toMatch(/^attachment/);
            expect(smuggled).toBeUndefined();
            return;
          }
          const answer = response.json<Envelope>();
          expect(typeof answer.status).toBe('string');
          expect(Array.isArray(answer.rows)).toBe(true);
          // A call that ended the session (sign-out, a password change) gets a new one for the next body.
          if (sessionEndedStatuses.has(answer.status)) {
            token = await session.restore();
            return;
          }
          if (smuggled) {
            expect(answer.status, `${smuggled} smuggled into ${call.path}`).toBe(status.badRequest);
          }
        }),
        { numRuns: runsPerCall, seed, endOnFailure: true },
      );
    },
    60_000,
  );
});
