import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, allOpenApiCalls, apiBasePath, callUrl } from '@simdesk/contract';
import { enforceDeclaredAccess } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';
import { serverModules } from '../modules';

let testApp: TestApp;
let adminToken: string;
beforeAll(async () => {
  testApp = await createTestApp({ modules: serverModules });
  adminToken = (await testApp.login('admin')).token;
});
afterAll(async () => {
  await testApp.close();
});

describe('deny by default', () => {
  it('refuses to start with an API route that declares no access', () => {
    const app = Fastify({ logger: false });
    enforceDeclaredAccess(app);
    expect(() => app.post('/api/ec/v0/undeclared', async () => ({}))).toThrow(/declares no access/);
    expect(() => app.get('/outside-the-api', async () => ({}))).not.toThrow();
  });

  it('registers every contract call, and only contract calls, each with its access declared', () => {
    const registered = testApp.routes.map((route) => `${route.method} ${route.url}`).sort();
    // The console's calls, and the open API's (signed by app credentials, below their own prefix).
    const declared = [...allCalls, ...allOpenApiCalls]
      .map((call) => `${call.method ?? 'POST'} ${callUrl(call)}`)
      .sort();
    expect(registered).toEqual(declared);
    for (const route of testApp.routes) {
      expect(route.call?.access.kind, route.url).toMatch(/^(public|authenticated|page)$/);
    }
  });

  it('answers 401 to every non-public call without a token', async () => {
    for (const call of allCalls.filter((candidate) => candidate.access.kind !== 'public')) {
      const answer = await testApp.call(call.path, {});
      expect(answer.status, call.path).toBe('401');
    }
  });
});

const badBodies: unknown[] = [
  'not json at all',
  '[]',
  '{"obj": "text"}',
  '{"obj": [1, 2]}',
  '{"obj": {}, "page": {"pageIndex": 0, "pageSize": 10}}',
  '{"obj": {}, "page": {"pageIndex": 1, "pageSize": 100000}}',
  '{"obj": {}, "extra": true}',
  '{"obj": {"account": {"$ne": null}, "password": 12}}',
  JSON.stringify({ obj: { mobile: '1'.repeat(5000), account: 'x'.repeat(5000) } }),
];

const badQueries: string[] = [
  '',
  '?taskId=abc&token=x',
  '?taskId=1',
  '?taskId=-1&token=aaaaaaaaaaaaaaaaaaaa',
  '?taskId=1&token=aaaaaaaaaaaaaaaaaaaa&extra=1',
  `?taskId=1&token=${'x'.repeat(5000)}`,
  '?taskId=1&taskId=2&token=aaaaaaaaaaaaaaaaaaaa',
  '?taskId=1&token=aaaaaaaaaaaaaaaaaaaa',
];

describe('bad input', () => {
  it('answers every call and every bad body with an envelope, never a 5xx', async () => {
    for (const call of allCalls.filter((candidate) => candidate.method !== 'GET')) {
      for (const body of badBodies) {
        const answer = await testApp.call(call.path, undefined, { token: adminToken, rawBody: body });
        expect(answer.httpStatus, `${call.path} ${String(body)}`).toBeLessThan(500);
        expect(typeof answer.status).toBe('string');
        expect(Array.isArray(answer.rows)).toBe(true);
      }
    }
  });

  it('answers every GET call and every bad query string with an envelope, never a 5xx', async () => {
    const getCalls = allCalls.filter((call) => call.method === 'GET');
    expect(getCalls.length).toBeGreaterThan(0);
    for (const call of getCalls) {
      for (const query of badQueries) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `${apiBasePath}/${call.path}${query}`,
          headers: { authorization: `Bearer ${adminToken}` },
        });
        const answer = response.json<{ status: unknown; rows: unknown }>();
        expect(response.statusCode, `${call.path}${query}`).toBeLessThan(500);
        expect(answer.status, `${call.path}${query}`).not.toBe('0');
        expect(Array.isArray(answer.rows)).toBe(true);
      }
    }
  });

  it('refuses keys the call does not declare (no mass assignment)', async () => {
    const { token } = await testApp.login('demo.company');
    for (const injected of [{ companyId: 1 }, { roleId: '1' }, { orgId: 1 }, { operatorId: 1 }]) {
      const answer = await testApp.call('operator/agree-user-agreement', injected, { token });
      expect(answer.status).toBe('400');
      const login = await testApp.call('operator/password-login', {
        account: 'demo.company',
        password: testApp.encrypt('whatever-it-is'),
        ...injected,
      });
      expect(login.status).toBe('400');
    }
  });

  it('echoes the request id it was given and makes one when none is given', async () => {
    const given = await testApp.app.inject({
      method: 'POST',
      url: `${apiBasePath}/utility/site-info`,
      headers: { 'x-request-id': 'test-request-0001' },
      payload: { obj: {} },
    });
    expect(given.headers['x-request-id']).toBe('test-request-0001');
    const made = await testApp.app.inject({
      method: 'POST',
      url: `${apiBasePath}/utility/site-info`,
      payload: {},
    });
    expect(String(made.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });
});
