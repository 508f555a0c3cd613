// TencentCloud API 3.0 request signing, TC3-HMAC-SHA256: an HMAC key derived from the secret key, the date and
// the service signs a digest of the canonical request (method, path, signed headers, payload hash).
import { createHash, createHmac } from 'node:crypto';

export interface Tc3SigningInput {
  secretId: string;
  secretKey: string;
  /** The service's name, the first label of its host: 'ocr'. */
  service: string;
  /** The Host header sent. */
  host: string;
  /** The API action, sent as X-TC-Action and signed in lower case. */
  action: string;
  /** The JSON body, exactly as sent. */
  payload: string;
  /** Seconds since the epoch, sent as X-TC-Timestamp; the credential's date is its UTC date. */
  timestamp: number;
}

export interface Tc3Signature {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  /** The Authorization header. */
  authorization: string;
}

const algorithm = 'TC3-HMAC-SHA256';
export const tc3ContentType = 'application/json; charset=utf-8';

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function hmac(key: string | Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

/** Signs a POST of a JSON body to the root path, as every API 3.0 call is made here. */
export function signTc3Request(input: Tc3SigningInput): Tc3Signature {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalHeaders =
    `content-type:${tc3ContentType}\n` +
    `host:${input.host}\n` +
    `x-tc-action:${input.action.toLowerCase()}\n`;
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(input.payload)].join(
    '\n',
  );
  const credentialScope = `${date}/${input.service}/tc3_request`;
  const stringToSign = [
    algorithm,
    String(input.timestamp),
    credentialScope,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const dateKey = hmac(`TC3${input.secretKey}`, date);
  const serviceKey = hmac(dateKey, input.service);
  const signingKey = hmac(serviceKey, 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  const authorization =
    `${algorithm} Credential=${input.secretId}/${credentialScope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { canonicalRequest, stringToSign, signature, authorization };
}
