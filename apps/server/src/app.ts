import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { status as statusCodes, type CallDefinition, type Envelope } from '@simdesk/contract';
import { createAuditTrail } from './platform/audit/audit-trail';
import { createAuthenticator } from './platform/auth/authenticator';
import { loadOrCreateKeyPair } from './platform/auth/key-pair';
import { systemClock, type Clock } from './platform/clock';
import type { ServerConfig } from './platform/config/config';
import { runsBackgroundWork, servesCalls } from './platform/config/process-role';
import type { DatabaseHandle } from './platform/database/connect';
import { OneLineRequestLog } from './platform/http/request-log';
import { installErrorHandler } from './platform/http/error-handler';
import {
  createRequestGate,
  embeddedDatabaseGateLimits,
  installRequestGate,
} from './platform/http/request-gate';
import { refuseAllButHealth, registerHealthRoute, type HealthCheck } from './platform/http/health-route';
import { loggableError } from './platform/http/loggable-error';
import { createCallRegistrar } from './platform/http/register-call';
import { bootModules, type BootedModules } from './platform/modules/boot-modules';
import type { ServerModule } from './platform/modules/server-module';
import { serverModules } from './modules';
import type { AppServices } from './platform/services';
import { createHttpGateway, createOutboxGateway, type SmsGateway } from './platform/sms/sms-gateway';
import { createMessagePublisher } from './platform/messages/message-publisher';
import { createTaskRunner } from './platform/tasks/task-runner';
import { createCompanyMailer } from './platform/mail/company-mailer';
import { createWebhookPusher } from './platform/webhooks/webhook-pusher';
import { createCarrierService } from './platform/carrier/carrier-service';
import { loadOrCreateSecretKey } from './platform/carrier/secret-box';
import { createPersonalDataBox } from './platform/privacy/personal-data';

export interface BuildAppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  clock?: Clock;
  /** false: no log; otherwise the level (config's by default) and where lines go (stdout by default). */
  logger?: false | { level?: string; stream?: { write(line: string): void } };
  sms?: SmsGateway;
  /** The modules to boot, with those they need; every module by default (a test boots the one it tests). */
  modules?: readonly ServerModule[];
  /** Where the modules read their settings (process.env by default). */
  environment?: NodeJS.ProcessEnv;
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

// antd styles are injected at run time, hence 'unsafe-inline' for styles only; scripts come from our own files.
const securityHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

export interface RegisteredRoute {
  method: string;
  url: string;
  call: CallDefinition | undefined;
}

/**
 * Refuses to register an API route that does not declare who may call it (deny by default), and keeps the
 * list of what was registered for the tests that walk every call.
 */
export function enforceDeclaredAccess(app: FastifyInstance): RegisteredRoute[] {
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (!route.config?.call) {
      throw new Error(
        `route ${String(route.method)} ${route.url} declares no access: declare it as a contract call`,
      );
    }
    registered.push({ method: String(route.method), url: route.url, call: route.config.call });
  });
  return registered;
}

/** Builds the whole server: platform first, then the modules, then the console's files. */
export async function buildApp(options: BuildAppOptions): Promise<{
  app: FastifyInstance;
  services: AppServices;
  routes: RegisteredRoute[];
  health: HealthCheck;
  modules: BootedModules;
}> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.logger?.level ?? config.logLevel,
            ...(options.logger?.stream ? { stream: options.logger.stream } : {}),
            serializers: { err: loggableError },
          },
    logController: new OneLineRequestLog(),
    bodyLimit: 2 * 1024 * 1024,
    // A stop must not wait on idle keep-alive connections of browsers and clients; requests under way finish.
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
  });
  // Before every route (and the console files, which bring their own .br and .gz): JSON answers of a page of
  // cards shrink about tenfold. Brotli at quality 4 costs about what gzip does; requests are never inflated.
  await app.register(fastifyCompress, {
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value);
    // API answers carry personal data: never kept by a browser or a proxy.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  installErrorHandler(app);
  // The embedded database works on this thread: requests take turns so that connections keep being accepted.
  if (database.kind === 'pglite') installRequestGate(app, createRequestGate(embeddedDatabaseGateLimits));
  const routes = enforceDeclaredAccess(app);

  const db = database.db;
  const health = registerHealthRoute(app, db, config.processRole);
  if (!servesCalls(config)) refuseAllButHealth(app);
  const background = runsBackgroundWork(config);
  const clock = options.clock ?? systemClock;
  const outbox = createOutboxGateway(db, app.log, !config.sms.gatewayUrl);
  const services: AppServices = {
    config,
    db,
    clock,
    keyPair: await loadOrCreateKeyPair(db),
    sms: options.sms ?? (config.sms.gatewayUrl ? createHttpGateway(outbox, config.sms.gatewayUrl) : outbox),
    audit: createAuditTrail(db, clock),
    authenticator: createAuthenticator(db, clock, config.session),
    logger: app.log,
    tasks: createTaskRunner(database, config.tasks, config.dataDir, app.log, { executes: background }),
    mail: createCompanyMailer(db, config.outbound),
    webhooks: createWebhookPusher(database, clock, config.outbound, app.log),
    messages: createMessagePublisher(db),
    carrier: await createCarrierService(db, app.log, {
      secretKey: config.secretKey,
      requestsPerSecond: config.carrier.requestsPerSecond,
      retryPolicy: config.carrier.retryPolicy,
    }),
    personalData: createPersonalDataBox(await loadOrCreateSecretKey(db, config.secretKey)),
  };

  const registrar = createCallRegistrar(app, {
    authenticator: services.authenticator,
    audit: services.audit,
    dataDir: config.dataDir,
  });
  const modules = await bootModules(options.modules ?? serverModules, {
    app,
    services,
    registrar,
    environment: options.environment ?? process.env,
    runsBackgroundWork: background,
  });

  // Task kinds are registered above; the runner starts after them and stops before the database closes. An
  // api process starts only the queues, to add jobs: the worker processes run tasks and deliver pushes.
  await services.tasks.start();
  app.addHook('onClose', () => services.tasks.stop());
  await services.webhooks.start({ deliver: background });
  app.addHook('onClose', () => services.webhooks.stop());

  if (servesCalls(config)) await serveConsole(app, config.webDistDir);
  return { app, services, routes, health, modules };
}

/** Serves the built console, with every non-API path falling back to index.html for the router. */
async function serveConsole(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasConsole = existsSync(path.join(webDistDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz beside each text file: sent as they are to a browser that takes them.
      preCompressed: true,
      // Ours below, not send's "public, max-age=0", which it would write over them.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        // Vite names built assets by content hash: they never change under one name.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // One address, a body per accepted encoding: caches on the way keep them apart.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && hasConsole && !request.url.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: Envelope = { status: statusCodes.notFound, msg: `no call at ${request.url}`, rows: [] };
    return reply.code(404).send(body);
  });
}
