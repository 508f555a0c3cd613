import { describe, expect, it } from 'vitest';
import {
  generateSigningSecret,
  maskSecret,
  signMessage,
  signedHeaders,
  verifySignature,
} from './webhook-signer';

// The published test vector of the Standard Webhooks specification.
const vector = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('webhook signer', () => {
  it('reproduces the Standard Webhooks test vector', () => {
    expect(signMessage(vector.secret, vector.id, vector.timestamp, vector.body)).toBe(vector.signature);
  });

  it('signs with the three Standard Webhooks headers', () => {
    expect(signedHeaders(vector.secret, vector.id, vector.timestamp, vector.body)).toEqual({
      'webhook-id': vector.id,
      'webhook-timestamp': String(vector.timestamp),
      'webhook-signature': vector.signature,
    });
  });

  it('verifies among several signatures, within the tolerance only', () => {
    const headers = {
      id: vector.id,
      timestamp: String(vector.timestamp),
      signature: `v1,bm9wZQ== ${vector.signature}`,
    };
    expect(verifySignature(vector.secret, headers, vector.body, vector.timestamp + 299)).toBe(true);
    expect(verifySignature(vector.secret, headers, vector.body, vector.timestamp + 301)).toBe(false);
    expect(verifySignature(vector.secret, headers, `${vector.body} `, vector.timestamp)).toBe(false);
    expect(verifySignature(generateSigningSecret(), headers, vector.body, vector.timestamp)).toBe(false);
  });

  it('makes secrets of 32 random bytes and masks them', () => {
    const secret = generateSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateSigningSecret()).not.toBe(secret);
    expect(maskSecret(vector.secret)).toBe('whsec_Mf…Sw');
  });
});
