import type { Envelope } from '@simdesk/contract';
import { apiEnvironment } from './api-environment';

/** A random UUID; crypto.randomUUID exists only in secure contexts, so fall back to random bytes. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Headers of every call: a request id always, the bearer token when signed in. */
export function requestHeaders(token: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'X-Request-Id': newRequestId() };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export function currentToken(override: string | undefined): string | undefined {
  return override ?? apiEnvironment.getToken();
}

/** The body as an envelope, or undefined when it is not one (an HTML error page, a proxy's text). */
export function parseEnvelope(text: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const candidate = value as Partial<Envelope>;
    if (typeof candidate.status !== 'string') return undefined;
    return {
      status: candidate.status,
      msg: typeof candidate.msg === 'string' ? candidate.msg : '',
      rows: Array.isArray(candidate.rows) ? candidate.rows : [],
      ...(typeof candidate.total === 'number' ? { total: candidate.total } : {}),
    };
  } catch {
    return undefined;
  }
}
