import { describe, expect, it } from 'vitest';
import { signTc3Request } from './tc3-signature';

// A worked example computed apart from this code, with openssl (sha256 digests and an HMAC chain keyed
// "TC3" + secret key → date → service → "tc3_request"), following TencentCloud's "Signature v3" steps:
//   canonical request: POST, "/", empty query, the three headers below, their names, the payload's sha256.
const example = {
  secretId: 'AKIDEXAMPLE0123456789',
  secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
  service: 'ocr',
  host: 'ocr.tencentcloudapi.com',
  action: 'IDCardOCR',
  payload: '{"ImageBase64":"aGVsbG8=","CardSide":"FRONT"}',
  timestamp: 1551113065,
};

describe('signTc3Request', () => {
  it('signs the worked example as computed independently', () => {
    const signed = signTc3Request(example);
    expect(signed.canonicalRequest).toBe(
      [
        'POST',
        '/',
        '',
        'content-type:application/json; charset=utf-8',
        'host:ocr.tencentcloudapi.com',
        'x-tc-action:idcardocr',
        '',
        'content-type;host;x-tc-action',
        'd633b09cab51779f11c4f936dda3df46f9ac7b095f5824ff2f50b6bd9a59ba9d',
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/ocr/tc3_request\n' +
        'ef278d0a01fa3ae5c5556cf26fd1ef40d7cc4bc27c432505e09eb7a046d7b55c',
    );
    expect(signed.signature).toBe('5175f4c3b82daa1b731e84364d27869f6048cd10aee99b7a3ea8846d52f1789a');
    expect(signed.authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDEXAMPLE0123456789/2019-02-25/ocr/tc3_request, ' +
        'SignedHeaders=content-type;host;x-tc-action, ' +
        'Signature=5175f4c3b82daa1b731e84364d27869f6048cd10aee99b7a3ea8846d52f1789a',
    );
  });

  it('changes with the payload, the key and the day', () => {
    const signature = signTc3Request(example).signature;
    expect(signTc3Request({ ...example, payload: `${example.payload} ` }).signature).not.toBe(signature);
    expect(signTc3Request({ ...example, secretKey: 'other' }).signature).not.toBe(signature);
    expect(signTc3Request({ ...example, timestamp: example.timestamp + 86_400 }).signature).not.toBe(
      signature,
    );
  });
});
