import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  OutboundRefused,
  assertReachable,
  refusalOf,
  type OutboundConfig,
} from '../outbound/outbound-policy';

/** What one delivery attempt came to; a refusal or a time-out is a result, never a thrown error. */
export interface DeliveryResult {
  delivered: boolean;
  httpStatus: number | null;
  durationMs: number;
  error: string | null;
  /** The start of the receiver's answer, for the operator who tests their receiver. */
  responseBody: string | null;
  /** Seconds the receiver asked us to wait (Retry-After), when it said. */
  retryAfterSeconds: number | null;
}

const responseBodyLimit = 1024;

/** A DNS lookup that refuses addresses the outbound policy does not allow, before any connection. */
function guardedLookup(config: Pick<OutboundConfig, 'allowPrivateNetworks'>): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.map((entry) => refusalOf(entry.address, config)).find(Boolean);
      if (refused) return callback(new OutboundRefused(refused), '', 0);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new OutboundRefused(`the host ${hostname} could not be found`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

function errorText(error: unknown, url: URL, timeoutMilliseconds: number, timedOut: boolean): string {
  if (timedOut) return `no answer from ${url.host} within ${timeoutMilliseconds / 1000} s`;
  if (error instanceof OutboundRefused) return error.message;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'ECONNREFUSED') return `${url.host} refused the connection`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the host ${url.hostname} could not be found`;
  if (code === 'ECONNRESET') return `${url.host} closed the connection`;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `${url.host} cannot be reached`;
  const message = error instanceof Error ? error.message : String(error);
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || /certificate|tls|ssl/i.test(message)) {
    return `the secure connection to ${url.host} failed: ${message}`;
  }
  return `the push to ${url.host} failed: ${message}`;
}

function retryAfterOf(response: IncomingMessage): number | null {
  const header = response.headers['retry-after'];
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/**
 * POSTs a JSON body to an http(s) address within the time limit: no redirects followed, only addresses the
 * outbound policy allows (checked on the address actually connected to), the first KiB of the answer kept.
 */
export async function postJson(
  address: string,
  body: string,
  headers: Record<string, string>,
  config: OutboundConfig,
): Promise<DeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string): DeliveryResult => ({
    delivered: false,
    httpStatus: null,
    durationMs: elapsed(),
    error,
    responseBody: null,
    retryAfterSeconds: null,
  });
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return failed(`${address} is not an address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return failed('only http:// and https:// addresses are pushed to');
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(literal)) {
    try {
      assertReachable(literal, config);
    } catch (error) {
      return failed(errorText(error, url, config.pushTimeoutMilliseconds, false));
    }
  }

  const timeout = config.pushTimeoutMilliseconds;
  return new Promise<DeliveryResult>((resolve) => {
    let timedOut = false;
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method: 'POST',
      lookup: guardedLookup(config),
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'simdesk-webhooks/1.0',
      },
    });
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy();
    }, timeout);
    request.on('error', (error) => {
      clearTimeout(timer);
      resolve(failed(errorText(error, url, timeout, timedOut)));
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        clearTimeout(timer);
        const status = response.statusCode ?? 0;
        const delivered = status >= 200 && status < 300;
        resolve({
          delivered,
          httpStatus: status,
          durationMs: elapsed(),
          error: delivered ? null : `${url.host} answered HTTP ${status}`,
          responseBody: Buffer.concat(chunks).toString('utf8').slice(0, responseBodyLimit) || null,
          retryAfterSeconds: retryAfterOf(response),
        });
      };
      response.on('data', (chunk: Buffer) => {
        if (size < responseBodyLimit) chunks.push(chunk);
        size += chunk.length;
        // The status is what counts; a receiver that streams a large answer is not read to the end.
        if (size >= responseBodyLimit) {
          response.destroy();
          finish();
        }
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.end(body);
  });
}
