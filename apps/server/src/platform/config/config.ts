import path from 'node:path';
import { smsCodeLifetimeMilliseconds } from '@simdesk/contract';
import { loadTaskConfig, type TaskConfig } from '../tasks/task-config';
import { loadOutboundConfig, type OutboundConfig } from '../outbound/outbound-policy';
import { wholeNumberSetting } from './environment-settings';
import { parseProcessRole, type ProcessRole } from './process-role';
import { defaultCarrierRequestsPerSecond } from '../carrier/carrier-rate-limit';
import { defaultRetryPolicy, type RetryPolicy } from '../carrier/retry-policy';

/** Everything the server reads from its environment, with the defaults the README lists. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects a PostgreSQL server; absent means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Connections this process keeps to a PostgreSQL server at most. */
  databasePoolSize: number;
  /** api, worker or all (both): see process-role.ts and docs/scaling.md. */
  processRole: ProcessRole;
  /** On SIGTERM the health check fails this long before the listener closes (a load balancer's drain). */
  stopDrainSeconds: number;
  /**
   * Proxies whose X-Forwarded-For is believed (fastify's trustProxy): false, a number of hops, or addresses and
   * CIDR ranges. Behind a load balancer the client address (sign-in limits per address, audit) depends on it.
   */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  demoPassword: string | undefined;
  /** Built console to serve; absent when the folder does not exist (API only). */
  webDistDir: string;
  session: { idleMinutes: number; absoluteHours: number };
  lockout: { maxFailures: number; lockMinutes: number; maxFailuresPerAddressPerDay: number };
  passwordMaxAgeDays: number;
  sms: {
    codeLifeMinutes: number;
    resendSeconds: number;
    maxPerMobilePerHour: number;
    /** When set, codes are POSTed here as JSON instead of only the outbox. */
    gatewayUrl: string | undefined;
  };
  site: { copyright: string; filingNumber: string; hotline: string; platformName: string };
  tasks: TaskConfig;
  /** Calls per second to one carrier account, counted across every process of the database (0: no limit). */
  carrier: { requestsPerSecond: number; retryPolicy: RetryPolicy };
  /** Mail servers and push receivers: which networks, and time limits. */
  outbound: OutboundConfig;
  /** Key that encrypts stored secrets (carrier passwords); absent: one generated and kept in the database. */
  secretKey: string | undefined;
  logLevel: string;
}

function trustedProxies(value: string | undefined): ServerConfig['trustProxy'] {
  const given = (value ?? '').trim();
  if (given === '') return false;
  // A number of hops: that many proxies nearest the server are believed, whatever their address.
  if (/^\d+$/.test(given)) return (_address, hop) => hop < Number(given);
  return given
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = process.cwd();
  return {
    port: wholeNumberSetting(environment, 'PORT', 8080),
    host: environment.HOST ?? '127.0.0.1',
    dataDir: path.resolve(root, environment.SIMDESK_DATA_DIR ?? './data'),
    databaseUrl: environment.DATABASE_URL || undefined,
    databasePoolSize: Math.max(1, wholeNumberSetting(environment, 'SIMDESK_DATABASE_POOL_SIZE', 20)),
    processRole: parseProcessRole(environment.SIMDESK_PROCESS_ROLE),
    stopDrainSeconds: wholeNumberSetting(environment, 'SIMDESK_STOP_DRAIN_SECONDS', 0),
    trustProxy: trustedProxies(environment.SIMDESK_TRUST_PROXY),
    demoPassword: environment.SIMDESK_DEMO_PASSWORD || undefined,
    webDistDir: path.resolve(root, environment.SIMDESK_WEB_DIST ?? './apps/web/dist'),
    session: {
      idleMinutes: wholeNumberSetting(environment, 'SIMDESK_SESSION_IDLE_MINUTES', 30),
      absoluteHours: wholeNumberSetting(environment, 'SIMDESK_SESSION_ABSOLUTE_HOURS', 12),
    },
    lockout: {
      maxFailures: wholeNumberSetting(environment, 'SIMDESK_LOCKOUT_FAILURES', 10),
      lockMinutes: wholeNumberSetting(environment, 'SIMDESK_LOCKOUT_MINUTES', 15),
      maxFailuresPerAddressPerDay: wholeNumberSetting(
        environment,
        'SIMDESK_LOGIN_FAILURES_PER_ADDRESS_PER_DAY',
        100,
      ),
    },
    passwordMaxAgeDays: wholeNumberSetting(environment, 'SIMDESK_PASSWORD_MAX_AGE_DAYS', 90),
    sms: {
      codeLifeMinutes: smsCodeLifetimeMilliseconds / 60_000,
      resendSeconds: wholeNumberSetting(environment, 'SIMDESK_SMS_RESEND_SECONDS', 60),
      maxPerMobilePerHour: wholeNumberSetting(environment, 'SIMDESK_SMS_MAX_PER_HOUR', 10),
      gatewayUrl: environment.SIMDESK_SMS_GATEWAY_URL || undefined,
    },
    site: {
      platformName: environment.SIMDESK_PLATFORM_NAME ?? 'simdesk',
      copyright: environment.SIMDESK_COPYRIGHT ?? `© ${new Date().getFullYear()} simdesk`,
      filingNumber: environment.SIMDESK_FILING_NUMBER ?? 'ICP 00000000',
      hotline: environment.SIMDESK_HOTLINE ?? '400-000-0000',
    },
    tasks: loadTaskConfig(environment),
    // Under the carrier simulator's 10 per second, with room for the timing of requests on their way there.
    carrier: {
      requestsPerSecond: wholeNumberSetting(
        environment,
        'SIMDESK_CARRIER_REQUESTS_PER_SECOND',
        defaultCarrierRequestsPerSecond,
      ),
      retryPolicy: defaultRetryPolicy,
    },
    outbound: loadOutboundConfig(environment),
    secretKey: environment.SIMDESK_SECRET_KEY || undefined,
    logLevel: environment.SIMDESK_LOG_LEVEL ?? 'info',
  };
}
