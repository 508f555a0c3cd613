import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import type { OperatorContext } from './operator-context';
import {
  canonicalRequest,
  createSignedRequestVerifier,
  signedRequestHeaders,
  signRequest,
  type ArrivingRequest,
  type NonceStore,
} from './signed-request';

const secret = 'a-test-secret-of-the-integration';
const now = new Date('2026-11-28T10:00:00Z');
const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));
const path = '/api/open/v1/real-name/registrations';
const body = Buffer.from(JSON.stringify({ obj: { registrations: [{ kind: 'owner' }] } }));
const caller = { operatorId: 7, account: 'maker.api' } as OperatorContext;

function memoryNonces(): NonceStore {
  const seen = new Set<string>();
  return {
    spend: async (appKey, nonce) => {
      const key = `${appKey}/${nonce}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    },
  };
}

const verifier = (nonces = memoryNonces()) =>
  createSignedRequestVerifier({
    clock: { now: () => now },
    lookup: async (appKey) =>
      appKey === 'key-1' ? { operatorId: 7, appSecret: secret, allowedAddresses: [] } : undefined,
    nonces,
    callerOf: async (operatorId) => (operatorId === 7 ? caller : undefined),
  });

function signed(
  options: { at?: Date; nonce?: string; signWith?: string; sentBody?: Buffer } = {},
): ArrivingRequest {
  const timestamp = seconds(options.at ?? now);
  const nonce = options.nonce ?? 'nonce-0123456789abcdef';
  const signature = signRequest(options.signWith ?? secret, { method: 'POST', path, timestamp, nonce, body });
  return {
    method: 'POST',
    url: `${path}?lang=en`,
    ip: '10.0.0.1',
    rawBody: options.sentBody ?? body,
    headers: {
      [signedRequestHeaders.appKey]: 'key-1',
      [signedRequestHeaders.timestamp]: timestamp,
      [signedRequestHeaders.nonce]: nonce,
      [signedRequestHeaders.signature]: signature,
    },
  };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe('401');
  return (error as AppError).message;
}

describe('signed requests', () => {
  it('signs method, path, time, nonce and the body digest, one a line', () => {
    const text = canonicalRequest({ method: 'post', path, timestamp: '1795860000', nonce: 'n', body: '' });
    expect(text).toBe(
      `POST\n${path}\n1795860000\nn\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855`,
    );
  });

  it('takes a well signed request as the credentials’ operator (the query string is not signed)', async () => {
    await expect(verifier().verify(signed())).resolves.toEqual({ caller, appKey: 'key-1' });
  });

  it('refuses a body changed after signing', async () => {
    const tampered = Buffer.from(body.toString().replace('owner', 'enterprise'));
    expect(await refusal(verifier().verify(signed({ sentBody: tampered })))).toMatch(/signature/);
  });

  it('refuses a signature made with another secret, and an unknown key alike', async () => {
    expect(await refusal(verifier().verify(signed({ signWith: 'another-secret' })))).toMatch(/signature/);
    const unknownKey = signed();
    unknownKey.headers[signedRequestHeaders.appKey] = 'key-2';
    expect(await refusal(verifier().verify(unknownKey))).toMatch(/signature/);
  });

  it('refuses a timestamp more than five minutes away, either way', async () => {
    const early = new Date(now.getTime() - 301_000);
    const late = new Date(now.getTime() + 301_000);
    expect(await refusal(verifier().verify(signed({ at: early })))).toMatch(/timestamp/);
    expect(await refusal(verifier().verify(signed({ at: late })))).toMatch(/timestamp/);
    await expect(verifier().verify(signed({ at: new Date(now.getTime() - 299_000) }))).resolves.toBeTruthy();
  });

  it('refuses a nonce seen before: a replayed request', async () => {
    const checking = verifier();
    await checking.verify(signed());
    expect(await refusal(checking.verify(signed()))).toMatch(/replay/);
    await expect(checking.verify(signed({ nonce: 'nonce-fedcba9876543210' }))).resolves.toBeTruthy();
  });

  it('refuses missing or malformed headers before looking anything up', async () => {
    const unsigned = signed();
    delete unsigned.headers[signedRequestHeaders.signature];
    expect(await refusal(verifier().verify(unsigned))).toMatch(/sign the request/);
    expect(await refusal(verifier().verify(signed({ nonce: 'short' })))).toMatch(/malformed/);
  });
});

describe('the worked example of docs/open-api.md', () => {
  it('gives the signature the document shows', () => {
    const body =
      '{"obj":{"registrations":[{"kind":"enterprise","reference":"AUR-1001","cardNumber":"89860424000000000074",' +
      '"vin":"LSVAU2170N2183294","company":{"name":"Aurora Motors Sales Co.","certificateType":"S",' +
      '"certificateNumber":"91440300708461136T"},"responsiblePerson":{"name":"李伟","documentType":"A",' +
      '"documentNumber":"11010519491231002X","mobile":"13800000001"}}]}}';
    const signature = signRequest('wJtq0mDemoSecretNotRealXyZ1234567890abcdEFG', {
      method: 'POST',
      path,
      timestamp: '1795860000',
      nonce: '3f9c2a7be41d4c08a1e5',
      body,
    });
    expect(signature).toBe('929b178fff72291eb99f0192f249c6d6c52c00c8d54658cc5cd33dd8df980404');
  });
});
