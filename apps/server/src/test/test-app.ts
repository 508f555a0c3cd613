import { afterAll, beforeAll } from 'vitest';
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiBasePath, type Envelope, type LoginInfo } from '@simdesk/contract';
import { buildApp, type BuildAppOptions, type RegisteredRoute } from '../app';
import type { BootedModules } from '../platform/modules/boot-modules';
import type { ServerModule } from '../platform/modules/server-module';
import { operatorModule } from '../modules/operator';
import { loadConfig, type ServerConfig } from '../platform/config/config';
import type { DatabaseHandle } from '../platform/database/connect';
import type { AppServices } from '../platform/services';
import { openSeededTestDatabase } from './test-database';
import { LogCapture, personalDataIn } from './personal-data-scan';
import { auditLog } from '../platform/database/schema';

export { testPassword } from './test-password';
import { testPassword } from './test-password';

/** A clock the test moves by hand, to cross lockout and session limits without waiting. */
export class TestClock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advanceMinutes(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }
}

export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  routes: RegisteredRoute[];
  /** The booted modules: handleOf(module) reaches what a module answered (its scheduler, its task kind). */
  modules: BootedModules;
  database: DatabaseHandle;
  clock: TestClock;
  /** POSTs { obj, page } to a call and answers the envelope and the HTTP status. */
  call<Row = unknown>(
    path: string,
    obj?: unknown,
    options?: { token?: string; page?: { pageIndex: number; pageSize: number }; rawBody?: unknown },
  ): Promise<Envelope<Row> & { httpStatus: number }>;
  /** What the web does: RSA-OAEP SHA-256 with the server's public key, base64. */
  encrypt(password: string): string;
  /** Signs in as the web does (the password encrypted) and answers the envelope, whatever it says. */
  passwordLogin<Row = unknown>(
    account: string,
    password: string,
  ): Promise<Envelope<Row> & { httpStatus: number }>;
  /** Signs in, failing the test when the sign-in is refused. */
  login(account: string, password?: string): Promise<LoginInfo>;
  close(): Promise<void>;
}

/** Fails the test file when its server logged, or its audit trail kept, a mobile or ID number in full. */
async function assertNoPersonalData(database: DatabaseHandle, logs: LogCapture): Promise<void> {
  const inLogs = personalDataIn(logs.text());
  if (inLogs) throw new Error(`the server logged a ${inLogs.kind} in full: …${inLogs.context}…`);
  const rows = await database.db
    .select({
      call: auditLog.call,
      account: auditLog.account,
      target: auditLog.target,
      detail: auditLog.detail,
    })
    .from(auditLog);
  for (const row of rows) {
    const found = personalDataIn(JSON.stringify(row));
    if (found) throw new Error(`the audit row of ${row.call} holds a ${found.kind} in full: ${found.value}`);
  }
}

export interface TestAppOptions {
  /** The modules under test: each is booted with the modules it needs and sign-in, and nothing else. */
  modules: readonly ServerModule[];
  /** Platform settings that differ from the defaults. */
  config?: Partial<ServerConfig>;
  /** What the modules read their settings from (empty: every default). */
  environment?: NodeJS.ProcessEnv;
}

/** A server of the given modules on a copy of the run's seeded database, with its log kept and scanned. */
export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const database = await openSeededTestDatabase();
  const clock = new TestClock();
  const defaults = loadConfig({});
  // Files of its own (uploads, attachments, exports): test files running at once never see each other's.
  const ownDataDir = options.config?.dataDir === undefined;
  const dataDir = options.config?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'simdesk-test-'));
  const config = {
    ...defaults,
    dataDir,
    webDistDir: '/nonexistent',
    // The same attempts against a carrier that fails, without the real back-off's seconds of waiting.
    carrier: {
      ...defaults.carrier,
      retryPolicy: { ...defaults.carrier.retryPolicy, baseDelayMs: 5, maxDelayMs: 20 },
    },
    ...options.config,
  };
  // Everything the server logs is kept and, with the audit trail, scanned for personal data at close.
  const logs = new LogCapture();
  const { app, services, routes, modules } = await buildApp({
    config,
    database,
    clock,
    logger: { level: 'info', stream: logs.stream },
    // Every caller signs in through the operator module's calls.
    modules: [operatorModule, ...options.modules],
    environment: options.environment ?? {},
  });
  await app.ready();

  const testApp: TestApp = {
    app,
    services,
    routes,
    modules,
    database,
    clock,
    async call(path, obj = {}, options = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const payload = options.rawBody !== undefined ? options.rawBody : { obj, page: options.page };
      const response = await app.inject({
        method: 'POST',
        url: `${apiBasePath}/${path}`,
        headers,
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      return { ...(response.json() as Envelope<never>), httpStatus: response.statusCode };
    },
    encrypt(password) {
      return publicEncrypt(
        { key: services.keyPair.publicPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(password),
      ).toString('base64');
    },
    passwordLogin<Row>(account: string, password: string) {
      return testApp.call<Row>('operator/password-login', { account, password: testApp.encrypt(password) });
    },
    async login(account, password = testPassword) {
      const answer = await testApp.passwordLogin<LoginInfo>(account, password);
      const row = answer.rows[0];
      if (answer.status !== '0' || !row)
        throw new Error(`login of ${account} failed: ${answer.status} ${answer.msg}`);
      return row;
    },
    async close() {
      await app.close();
      try {
        await assertNoPersonalData(database, logs);
      } finally {
        await database.close();
        if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
  return testApp;
}

/**
 * Another server process on the test app's database, clock and settings, ready: as after a restart, or beside
 * the first. The caller closes it.
 */
export async function startAnotherServer(
  testApp: TestApp,
  options: Pick<BuildAppOptions, 'modules' | 'environment'> = {},
) {
  const server = await buildApp({
    config: testApp.services.config,
    database: testApp.database,
    clock: testApp.clock,
    logger: false,
    ...options,
  });
  await server.app.ready();
  return server;
}

/**
 * The file's test app: made before its first test and closed after its last. The answer stands in for the app
 * itself (every property is read from the app of the moment), so tests write `testApp.call(…)` as before.
 */
export function useTestApp(options: TestAppOptions): TestApp {
  return useFileScoped(() => createTestApp(options));
}

/** An operator the file signed in once, before its first test; read inside tests and hooks. */
export interface FileSignIn {
  readonly token: string;
  readonly operatorId: number;
  readonly companyId: number;
}

/** Signs an account in before the file's first test (after its test app is made), for all its tests. */
export function useSignIn(testApp: TestApp, account: string): FileSignIn {
  let login: LoginInfo | undefined;
  beforeAll(async () => {
    login = await testApp.login(account);
  });
  const current = (): LoginInfo => {
    if (!login) throw new Error(`${account} signs in before the first test: use it inside tests and hooks`);
    return login;
  };
  return {
    get token() {
      return current().token;
    },
    get operatorId() {
      return current().operatorVo.operatorId;
    },
    get companyId() {
      return current().operatorVo.companyId;
    },
  };
}

/** An object made before the file's first test and closed after its last, read through a stand-in. */
export function useFileScoped<Scoped extends { close(): Promise<void> }>(
  make: () => Promise<Scoped>,
): Scoped {
  let current: Scoped | undefined;
  beforeAll(async () => {
    current = await make();
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as Scoped, {
    get(_target, property) {
      if (!current)
        throw new Error('the test app is made before the first test: use it inside tests and hooks');
      return Reflect.get(current, property);
    },
  });
}
