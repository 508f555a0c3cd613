import { CarrierError } from './carrier-error';
import type { CarrierCallRecorder } from './carrier-call-log';
import type { CarrierRateLimit } from './carrier-rate-limit';
import {
  delayBeforeRetry,
  isRetryableStatus,
  isSafeToRepeatChange,
  retryAfterMilliseconds,
  type RetryPolicy,
} from './retry-policy';
import type { TokenCache } from './token-cache';

/** The stored account as the client needs it: the password already decrypted. */
export interface CarrierCredentials {
  accountId: number;
  baseUrl: string;
  appId: string;
  password: string;
}

export interface CarrierRequest {
  method: 'GET' | 'POST';
  /** Route path, logged as the endpoint: '/v1/query/sim-status', '/v1/orders/:orderNumber'. */
  endpoint: string;
  /** The path actually sent, when it differs from the endpoint (parameters filled in). */
  path?: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  cardCount?: number;
  /** Changes are repeated only after answers proving nothing happened. */
  isChange?: boolean;
  /** Logged with the call (order-result queries). */
  orderNumber?: string;
}

export interface CarrierClientTools {
  tokens: TokenCache;
  record: CarrierCallRecorder;
  /** Every attempt (sign-ins and retries too) waits its turn under the account's shared rate limit. */
  rateLimit: Pick<CarrierRateLimit, 'waitForTurn'>;
  policy: RetryPolicy;
  timeoutMs: number;
  fetch: typeof fetch;
  sleep: (milliseconds: number) => Promise<void>;
  random: () => number;
  now: () => number;
}

interface Outcome {
  httpStatus: number | null;
  body: unknown;
  retryAfter: string | null;
  /** Set when no answer came. */
  failure?: 'TIMEOUT' | 'NETWORK_ERROR';
}

function errorFields(body: unknown): {
  code: string | null;
  message: string | null;
  rest: Record<string, unknown>;
} {
  if (typeof body !== 'object' || body === null) return { code: null, message: null, rest: {} };
  const { code, message, ...rest } = body as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : null,
    message: typeof message === 'string' ? message : null,
    rest,
  };
}

function urlOf(credentials: CarrierCredentials, path: string, query: CarrierRequest['query']): string {
  const url = new URL(
    path,
    credentials.baseUrl.endsWith('/') ? credentials.baseUrl : `${credentials.baseUrl}/`,
  );
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** One HTTP exchange, timed out after tools.timeoutMs; never throws. */
async function exchange(tools: CarrierClientTools, url: string, init: RequestInit): Promise<Outcome> {
  try {
    const response = await tools.fetch(url, { ...init, signal: AbortSignal.timeout(tools.timeoutMs) });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    return { httpStatus: response.status, body, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      httpStatus: null,
      body: null,
      retryAfter: null,
      failure: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
    };
  }
}

/**
 * Speaks to one carrier account: signs in (token cached per account, renewed on TOKEN_EXPIRED/TOKEN_INVALID),
 * retries with back-off and jitter on 429/5xx/timeouts honouring Retry-After, logs every attempt, and ends
 * with the answer or a CarrierError that says what happened — never a guess.
 */
export function createCarrierHttpClient(
  credentials: CarrierCredentials,
  tools: CarrierClientTools,
  /** Background work passes a lower share of the account's calls per second. */
  pace: { requestsPerSecond?: number } = {},
) {
  async function attempt(request: CarrierRequest, token: string | null): Promise<Outcome> {
    await tools.rateLimit.waitForTurn(credentials.accountId, pace.requestsPerSecond);
    const started = tools.now();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const outcome = await exchange(
      tools,
      urlOf(credentials, request.path ?? request.endpoint, request.query),
      {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      },
    );
    const { code } = errorFields(outcome.body);
    const ok = outcome.httpStatus !== null && outcome.httpStatus < 300;
    const answeredOrder = ok ? errorFields(outcome.body).rest.orderNumber : undefined;
    await tools.record({
      accountId: credentials.accountId,
      endpoint: request.endpoint,
      cardCount: request.cardCount ?? 0,
      orderNumber: typeof answeredOrder === 'string' ? answeredOrder : (request.orderNumber ?? null),
      httpStatus: outcome.httpStatus,
      durationMs: Math.max(0, Math.round(tools.now() - started)),
      errorCode: ok ? null : (outcome.failure ?? code ?? `HTTP_${outcome.httpStatus}`),
    });
    return outcome;
  }

  /** Runs a request with the retry policy; `token` is asked for before each attempt. */
  async function withRetries(request: CarrierRequest, signedIn: boolean): Promise<unknown> {
    let renewedToken = false;
    for (let attemptNumber = 1; ; attemptNumber += 1) {
      const token = signedIn ? await tools.tokens.tokenFor(credentials, () => signIn()) : null;
      const outcome = await attempt(request, token);
      if (outcome.httpStatus !== null && outcome.httpStatus < 300) return outcome.body;
      const { code, message, rest } = errorFields(outcome.body);
      if (signedIn && (code === 'TOKEN_EXPIRED' || code === 'TOKEN_INVALID') && !renewedToken) {
        // The carrier forgot or expired the token: sign in again once, at once, without counting an attempt.
        tools.tokens.forget(credentials.accountId);
        renewedToken = true;
        attemptNumber -= 1;
        continue;
      }
      const described = outcome.failure
        ? outcome.failure === 'TIMEOUT'
          ? `no answer within ${tools.timeoutMs} ms`
          : 'could not connect'
        : `${outcome.httpStatus} ${code ?? ''}${message ? `: ${message}` : ''}`.trim();
      const retryable = outcome.failure
        ? !request.isChange
        : request.isChange
          ? isSafeToRepeatChange(outcome.httpStatus ?? 0)
          : isRetryableStatus(outcome.httpStatus ?? 0);
      const finalCode = outcome.failure ?? code ?? `HTTP_${outcome.httpStatus}`;
      if (!retryable) {
        if (outcome.failure && request.isChange) {
          throw new CarrierError(
            `the carrier gave no answer to ${request.endpoint} (${described}): the change may or may not have been accepted; check the cards before repeating it`,
            'OUTCOME_UNKNOWN',
            null,
            attemptNumber,
          );
        }
        throw new CarrierError(
          `the carrier refused ${request.endpoint}: ${described}`,
          finalCode,
          outcome.httpStatus,
          attemptNumber,
          rest,
        );
      }
      if (attemptNumber >= tools.policy.maxAttempts) {
        throw new CarrierError(
          `the carrier did not answer ${request.endpoint} after ${attemptNumber} attempts (last: ${described})`,
          finalCode,
          outcome.httpStatus,
          attemptNumber,
          rest,
        );
      }
      const wait = delayBeforeRetry(
        attemptNumber,
        retryAfterMilliseconds(outcome.retryAfter, tools.now()),
        tools.policy,
        tools.random,
      );
      if (wait === undefined) {
        throw new CarrierError(
          `the carrier asked to wait ${outcome.retryAfter} s before ${request.endpoint}: try again later`,
          finalCode,
          outcome.httpStatus,
          attemptNumber,
          rest,
        );
      }
      await tools.sleep(wait);
    }
  }

  async function signIn(): Promise<{ token: string; expiresIn: number }> {
    const body = await withRetries(
      {
        method: 'POST',
        endpoint: '/v1/auth/token',
        body: { appId: credentials.appId, password: credentials.password },
      },
      false,
    );
    const { token, expiresIn } = (body ?? {}) as { token?: unknown; expiresIn?: unknown };
    if (typeof token !== 'string' || typeof expiresIn !== 'number') {
      throw new CarrierError('the carrier answered the sign-in without a token', 'BAD_ANSWER', 200, 1);
    }
    return { token, expiresIn };
  }

  return {
    /** A signed-in request; the answer's JSON body. */
    send: (request: CarrierRequest) => withRetries(request, true),
    /** A fresh sign-in, bypassing the cached token (credential checks). */
    async signInAfresh(): Promise<{ expiresIn: number }> {
      tools.tokens.forget(credentials.accountId);
      const answer = await signIn();
      tools.tokens.remember(credentials, answer);
      return { expiresIn: answer.expiresIn };
    },
  };
}

export type CarrierHttpClient = ReturnType<typeof createCarrierHttpClient>;
