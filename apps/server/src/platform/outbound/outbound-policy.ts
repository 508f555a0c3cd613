import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** How the server reaches addresses operators typed in (mail servers, push receivers). */
export interface OutboundConfig {
  /**
   * Loopback and private networks (127/8, 10/8, 192.168/16 …) are refused unless this is on
   * (SIMDESK_OUTBOUND_ALLOW_PRIVATE=1: tests, or a receiver inside the company network).
   */
  allowPrivateNetworks: boolean;
  /** Limit of one whole SMTP conversation (send-test-mail). */
  mailTimeoutMilliseconds: number;
  /** Limit of one push delivery, from connect to the receiver's answer. */
  pushTimeoutMilliseconds: number;
  /** Retries of a push that failed, with exponential back-off from the delay (8 attempts over ~4 h). */
  pushRetryLimit: number;
  pushRetryDelaySeconds: number;
}

function wholeNumber(value: string | undefined, fallback: number, minimum: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < minimum) {
    throw new Error(`expected a whole number of at least ${minimum}, got "${value}"`);
  }
  return parsed;
}

export function loadOutboundConfig(environment: NodeJS.ProcessEnv): OutboundConfig {
  return {
    allowPrivateNetworks: environment.SIMDESK_OUTBOUND_ALLOW_PRIVATE === '1',
    mailTimeoutMilliseconds: Math.min(wholeNumber(environment.SIMDESK_MAIL_TIMEOUT_MS, 15_000, 100), 15_000),
    pushTimeoutMilliseconds: Math.min(wholeNumber(environment.SIMDESK_PUSH_TIMEOUT_MS, 10_000, 100), 10_000),
    pushRetryLimit: wholeNumber(environment.SIMDESK_PUSH_RETRY_LIMIT, 7, 0),
    pushRetryDelaySeconds: wholeNumber(environment.SIMDESK_PUSH_RETRY_DELAY_SECONDS, 60, 1),
  };
}

/** A target the policy refuses; its message says why, for the operator. */
export class OutboundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

function blockListOf(subnets: readonly [string, number][]): BlockList {
  const list = new BlockList();
  for (const [address, prefix] of subnets)
    list.addSubnet(address, prefix, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  return list;
}

// Never reachable, whatever the configuration: cloud metadata services (169.254.169.254, 100.100.100.200,
// fd00:ec2::254), link-local, "this network", multicast and broadcast.
const alwaysRefused = blockListOf([
  ['0.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.100.100.200', 32],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
  ['::', 128],
  ['fe80::', 10],
  ['ff00::', 8],
  ['fd00:ec2::254', 128],
]);

// Loopback, private, shared (carrier-grade NAT) and unique-local networks: reachable only when allowed.
const privateNetworks = blockListOf([
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['198.18.0.0', 15],
  ['::1', 128],
  ['fc00::', 7],
]);

/** An IPv4-mapped IPv6 address ('::ffff:10.0.0.1') judged as the IPv4 address it is. */
function normalised(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Why an address may not be reached, or undefined when it may. */
export function refusalOf(
  rawAddress: string,
  config: Pick<OutboundConfig, 'allowPrivateNetworks'>,
): string | undefined {
  const { address, family } = normalised(rawAddress);
  if (alwaysRefused.check(address, family)) return `${rawAddress} is a reserved or metadata address`;
  if (!config.allowPrivateNetworks && privateNetworks.check(address, family)) {
    return `${rawAddress} is a loopback or private network address (set SIMDESK_OUTBOUND_ALLOW_PRIVATE=1 to allow)`;
  }
  return undefined;
}

/** Throws OutboundRefused when the address may not be reached. */
export function assertReachable(address: string, config: Pick<OutboundConfig, 'allowPrivateNetworks'>): void {
  const refusal = refusalOf(address, config);
  if (refusal) throw new OutboundRefused(refusal);
}

/**
 * Resolves a host name and checks every address it has; answers the first, which the caller must connect to
 * (never the name again, so a second lookup cannot swap in a refused address).
 */
export async function resolveReachable(
  host: string,
  config: Pick<OutboundConfig, 'allowPrivateNetworks'>,
): Promise<string> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare)) {
    assertReachable(bare, config);
    return bare;
  }
  let addresses: { address: string }[];
  try {
    addresses = await lookup(bare, { all: true });
  } catch {
    throw new OutboundRefused(`the host ${host} could not be found`);
  }
  for (const { address } of addresses) assertReachable(address, config);
  const first = addresses[0];
  if (!first) throw new OutboundRefused(`the host ${host} could not be found`);
  return first.address;
}
