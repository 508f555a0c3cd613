// Requests signed with an operator's app credentials (docs/open-api.md): a company's own systems call the open API
// without a session. The signature covers the method, the path, the time, a nonce and the body's SHA-256, so
// nothing of the request can change on the way, an old request cannot be sent later, nor a fresh one twice.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { status as statusCodes } from '@simdesk/contract';
import type { Clock } from '../clock';
import type { Database } from '../database/connect';
import { signedRequestNonces } from '../database/schema-signed-requests';
import { AppError } from '../http/app-error';
import { loadOperatorContext, type OperatorContext } from './operator-context';

/** The headers a signed request carries. */
export const signedRequestHeaders = {
  appKey: 'x-simdesk-app-key',
  timestamp: 'x-simdesk-timestamp',
  nonce: 'x-simdesk-nonce',
  signature: 'x-simdesk-signature',
} as const;

/** How far a request's time may be from the server's, either way. */
export const signedRequestWindowSeconds = 300;

const noncePattern = /^[A-Za-z0-9_-]{16,64}$/;
const timestampPattern = /^\d{10}$/;
const signaturePattern = /^[0-9a-f]{64}$/;

/** What is signed, one part a line. */
export interface SignedParts {
  method: string;
  /** The path without the query string. */
  path: string;
  /** Unix time in seconds. */
  timestamp: string;
  nonce: string;
  body: Buffer | string;
}

/** The text the signature covers: method, path, timestamp, nonce and the body's SHA-256 (hex), one a line. */
export function canonicalRequest(parts: SignedParts): string {
  const bodyDigest = createHash('sha256').update(parts.body).digest('hex');
  return [parts.method.toUpperCase(), parts.path, parts.timestamp, parts.nonce, bodyDigest].join('\n');
}

/** The signature of a request: HMAC-SHA256 of its canonical text under the app secret, in hex. */
export const signRequest = (appSecret: string, parts: SignedParts): string =>
  createHmac('sha256', appSecret).update(canonicalRequest(parts)).digest('hex');

/** The credentials an app key names: whose they are, the secret, the addresses they are kept to. */
export interface SigningCredentials {
  operatorId: number;
  appSecret: string;
  allowedAddresses: readonly string[];
}

export type CredentialsLookup = (appKey: string) => Promise<SigningCredentials | undefined>;

/** A request as the verifier reads it. */
export interface ArrivingRequest {
  method: string;
  url: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

/** Why a signed request was refused; one status for all, so a caller learns nothing of which part failed. */
const refused = (message: string) => new AppError(statusCodes.unauthorized, message);

function header(request: ArrivingRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Where nonces are kept for the window: `spend` is false when the nonce was seen already (a replay). */
export interface NonceStore {
  spend(appKey: string, nonce: string, now: Date): Promise<boolean>;
}

/** Nonces kept in the database, so a replay is refused by every server process of it. */
export function databaseNonceStore(db: Database): NonceStore {
  return {
    async spend(appKey, nonce, now) {
      const expired = new Date(now.getTime() - 2 * signedRequestWindowSeconds * 1000);
      await db
        .delete(signedRequestNonces)
        .where(and(eq(signedRequestNonces.appKey, appKey), lt(signedRequestNonces.seenAt, expired)));
      const kept = await db
        .insert(signedRequestNonces)
        .values({ appKey, nonce, seenAt: now })
        .onConflictDoNothing()
        .returning({ nonce: signedRequestNonces.nonce });
      return kept.length > 0;
    },
  };
}

function signaturesMatch(expected: string, given: string): boolean {
  const left = Buffer.from(expected, 'hex');
  const right = Buffer.from(given, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface SignedRequestVerifier {
  /** The operator whose credentials signed the request, with their rights; a '401' refusal otherwise. */
  verify(request: ArrivingRequest): Promise<{ caller: OperatorContext; appKey: string }>;
}

/** What the verifier reads: the time, the credentials (the module that keeps them finds them), nonces, callers. */
export interface VerifierSources {
  clock: Clock;
  lookup: CredentialsLookup;
  nonces: NonceStore;
  /** The operator's context with their rights; undefined when disabled or gone. */
  callerOf(operatorId: number): Promise<OperatorContext | undefined>;
}

/** The sources of a running server: nonces and callers from the database. */
export const databaseVerifierSources = (
  db: Database,
  clock: Clock,
  lookup: CredentialsLookup,
): VerifierSources => ({
  clock,
  lookup,
  nonces: databaseNonceStore(db),
  // Signed callers have no session: 0 names none.
  callerOf: (operatorId) => loadOperatorContext(db, operatorId, 0),
});

/** Checks signed requests: headers, time, signature, addresses, nonce, then the operator's context. */
export function createSignedRequestVerifier(sources: VerifierSources): SignedRequestVerifier {
  const { clock, lookup, nonces } = sources;
  return {
    async verify(request) {
      const appKey = header(request, signedRequestHeaders.appKey);
      const timestamp = header(request, signedRequestHeaders.timestamp);
      const nonce = header(request, signedRequestHeaders.nonce);
      const signature = header(request, signedRequestHeaders.signature)?.toLowerCase();
      if (!appKey || !timestamp || !nonce || !signature) {
        throw refused(`sign the request: ${Object.values(signedRequestHeaders).join(', ')}`);
      }
      if (
        !timestampPattern.test(timestamp) ||
        !noncePattern.test(nonce) ||
        !signaturePattern.test(signature)
      ) {
        throw refused('the signing headers are malformed');
      }
      const now = clock.now();
      if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > signedRequestWindowSeconds) {
        throw refused(
          `the timestamp is more than ${signedRequestWindowSeconds} seconds from the server's time`,
        );
      }
      const credentials = await lookup(appKey);
      const path = request.url.split('?')[0] ?? '';
      const expected = credentials
        ? signRequest(credentials.appSecret, {
            method: request.method,
            path,
            timestamp,
            nonce,
            body: request.rawBody,
          })
        : '';
      // An unknown key and a wrong signature answer alike.
      if (!credentials || !signaturesMatch(expected, signature))
        throw refused('the signature does not match');
      if (credentials.allowedAddresses.length > 0 && !credentials.allowedAddresses.includes(request.ip)) {
        throw refused('these credentials are not allowed from this address');
      }
      if (!(await nonces.spend(appKey, nonce, now))) throw refused('this nonce was used already (a replay)');
      const caller = await sources.callerOf(credentials.operatorId);
      if (!caller) throw refused('the operator of these credentials is disabled');
      return { caller, appKey };
    },
  };
}
