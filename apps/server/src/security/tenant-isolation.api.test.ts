import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls, apiBasePath, status, type CallDefinition, type Envelope } from '@simdesk/contract';
import { organizations } from '../platform/database/schema';
import { demoAccounts } from '../platform/demo/demo-seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertOperatorLike } from '../test/stored-operator';
import { insertIsolationCanaries, type CanarySet } from './isolation-canaries';
import { keepSession, sessionEndedStatuses } from './kept-session';
import { branchRowsDigest, companyRowsDigest } from './rows-digest';
import { arbitraryFromSchema, type JsonSchema } from './schema-arbitrary';
import { serverModules } from '../modules';

/**
 * Tenant and org isolation, walked over every call: each walker sends bodies generated from the call's schema
 * with every id key pointing at a canary row of another company or of a sibling org branch. Whatever the call,
 * no answer names a canary row, and not one canary row is written, added or removed.
 */

const northAdminAccount = 'isolation.north.admin';
const bodiesPerCall = 4;
const seed = Number(process.env.SIMDESK_FUZZ_SEED ?? 20261122);

interface Walk {
  account: string;
  /** 'company': the canary company; 'branch': the canary branch of the walker's own company. */
  target: 'company' | 'branch';
}

// Read-only roles first: the writing administrators come last, so their walks cannot disturb the others.
const walks: Walk[] = [
  { account: demoAccounts.restricted, target: 'branch' },
  { account: demoAccounts.dealer, target: 'branch' },
  { account: demoAccounts.apiCustomer, target: 'company' },
  { account: demoAccounts.companyAdmin, target: 'company' },
  { account: northAdminAccount, target: 'branch' },
];

/** Which canary id each id key of a body takes. */
function idFor(key: string, ids: CanarySet['ids']): unknown {
  const single: Record<string, unknown> = {
    companyId: ids.companyId,
    orgId: ids.orgId,
    parentId: ids.orgId,
    fromOrgId: ids.orgId,
    toOrgId: ids.orgId,
    rootOrgId: ids.orgId,
    operatorId: ids.operatorId,
    superiorId: ids.operatorId,
    roleId: ids.roleId,
    cardId: ids.cardId,
    taskId: ids.taskId,
    lastTaskId: ids.taskId,
    dealerId: ids.dealerId,
    orderId: ids.orderId,
    dictDataId: ids.dictDataId,
    messageId: ids.messageId,
    carrierAccountId: ids.carrierAccountId,
    accountId: ids.carrierAccountId,
  };
  if (key in single) return single[key];
  const singular = key.endsWith('Ids') ? key.slice(0, -1) : undefined;
  return singular && singular in single ? [single[singular]] : undefined;
}

interface CallSamples {
  keys: string[];
  samples: unknown[];
}

const samplesByCall = new Map<string, CallSamples>();

/** The call's generated bodies, made once for every walker. */
function samplesOf(call: CallDefinition): CallSamples {
  let made = samplesByCall.get(call.path);
  if (!made) {
    const schema = z.toJSONSchema(call.obj, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    made = {
      keys: Object.keys(schema.properties ?? {}),
      samples: fc.sample(arbitraryFromSchema(schema), { numRuns: bodiesPerCall, seed }),
    };
    samplesByCall.set(call.path, made);
  }
  return made;
}

/**
 * The call's bodies with every id key set to a canary, in the order a walker sends them: each walker starts at
 * another sample, so the walkers together send every sample of a call.
 */
function bodiesFor(call: CallDefinition, ids: CanarySet['ids'], walkerIndex: number): unknown[] {
  const { keys, samples } = samplesOf(call);
  const start = walkerIndex % samples.length;
  return [...samples.slice(start), ...samples.slice(0, start)].map((sample) => {
    const body: Record<string, unknown> = typeof sample === 'object' && sample !== null ? { ...sample } : {};
    for (const key of keys) {
      const id = idFor(key, ids);
      if (id !== undefined) body[key] = id;
    }
    return body;
  });
}

let testApp: TestApp;
let canaries: Awaited<ReturnType<typeof insertIsolationCanaries>>;

beforeAll(async () => {
  testApp = await createTestApp({ modules: serverModules });
  const db = testApp.database.db;
  canaries = await insertIsolationCanaries(db, demoAccounts.companyAdmin);
  // A company administrator whose org is the North region: every right, but only that branch of the tree.
  const [north] = await db.select().from(organizations).where(eq(organizations.name, 'North region'));
  if (!north) throw new Error('the demo North region is missing');
  await insertOperatorLike(testApp, demoAccounts.companyAdmin, {
    account: northAdminAccount,
    name: 'North Admin',
    mail: 'north.admin@example.com',
    mobile: null,
    orgId: north.id,
  });
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

const postCalls = allCalls.filter((call) => call.method !== 'GET');

/**
 * Sends each call its bodies as the walker until one gets past validation to the handler (a body the schema
 * refuses costs no handler run), or the call is refused; answers what went wrong and how many calls reached
 * a handler. So the walk costs one handler run per call and walker, however many samples a call has.
 */
async function walk({ account, target }: Walk, walkerIndex: number) {
  const walker = await keepSession(testApp, account);
  const set = target === 'company' ? canaries.companySet : canaries.branchSet;
  // A walker in another company must not see the branch either; one in the branch's company may.
  const markers =
    target === 'company' ? set.markers : [...canaries.branchSet.markers, ...canaries.companySet.markers];
  const problems = new Set<string>();
  let granted = 0;
  let reachedHandler = 0;
  let token = await walker.restore();
  for (const call of postCalls) {
    let reached = false;
    let refused = false;
    for (const body of bodiesFor(call, set.ids, walkerIndex)) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `${apiBasePath}/${call.path}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ obj: body }),
      });
      const leaked = markers.filter((marker) => response.body.includes(marker));
      if (response.statusCode >= 500) problems.add(`${call.path}: HTTP ${response.statusCode}`);
      if (leaked.length > 0) problems.add(`${call.path}: answered ${leaked.join(', ')}`);
      if (!String(response.headers['content-type']).startsWith('application/json')) continue;
      const answer = response.json<Envelope>();
      if (answer.status === status.forbidden) {
        refused = true;
        break;
      }
      if (sessionEndedStatuses.has(answer.status)) token = await walker.restore();
      if (answer.status !== status.badRequest) {
        reached = true;
        break;
      }
    }
    if (!refused) granted += 1;
    if (reached) reachedHandler += 1;
    token = await walker.restore();
  }
  return { problems: [...problems], granted, reachedHandler };
}

describe('tenant and org isolation over every call', () => {
  it.each(walks.map((entry, index) => [entry.account, entry, index] as const))(
    '%s sees and changes nothing of the canary rows',
    async (_account, entry, walkerIndex) => {
      const db = testApp.database.db;
      const digest = () =>
        entry.target === 'company'
          ? companyRowsDigest(db, canaries.companySet.ids.companyId)
          : Promise.all([
              branchRowsDigest(db, canaries.branchPath),
              companyRowsDigest(db, canaries.companySet.ids.companyId),
            ]).then((parts) => parts.flat());
      const before = await digest();
      const { problems, granted, reachedHandler } = await walk(entry, walkerIndex);
      expect(problems).toEqual([]);
      expect(await digest()).toEqual(before);
      // The walk is only worth something if bodies get past validation to the handlers: about four in five of
      // the calls a walker may make do (the rest refuse every generated body, or refuse the foreign id as 403).
      expect(reachedHandler).toBeGreaterThanOrEqual(Math.ceil(granted * 0.6));
    },
    240_000,
  );
});
