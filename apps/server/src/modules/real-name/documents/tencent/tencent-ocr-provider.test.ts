// The Tencent Cloud adapter against a local server standing in for ocr.tencentcloudapi.com (no network).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentReadError } from '../id-card-ocr-provider';
import { signTc3Request } from './tc3-signature';
import { createTencentOcrProvider } from './tencent-ocr-provider';

interface ReceivedCall {
  headers: IncomingMessage['headers'];
  body: string;
}

const received: ReceivedCall[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = () => ({
  secretId: 'AKIDEXAMPLE0123456789',
  secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
  region: 'ap-guangzhou',
  baseUrl,
  now: () => new Date('2026-03-01T08:00:00Z'),
});

describe('the Tencent Cloud OCR provider', () => {
  it('sends a signed IDCardOCR call and reads the front it answers', async () => {
    answer = {
      status: 200,
      body: {
        Response: {
          Name: '王晓明',
          Sex: '男',
          Nation: '汉',
          Birth: '1990/3/7',
          Address: '北京市海淀区中关村大街27号',
          IdNum: '11010819900307149x',
          AdvancedInfo: '{"WarnInfos":[-9103,-9105]}',
          RequestId: 'specimen-request',
        },
      },
    };
    const reading = await createTencentOcrProvider(settings()).readIdCardFront(Buffer.from('picture'));
    expect(reading).toMatchObject({
      name: '王晓明',
      birthDate: '1990-03-07',
      idNumber: '11010819900307149X',
      providerWarningCodes: [-9103, -9105],
    });
    expect(reading.confidence).toMatchObject({ name: 1, idNumber: 1 });

    const call = received.at(-1);
    expect(call?.headers).toMatchObject({
      'x-tc-action': 'IDCardOCR',
      'x-tc-version': '2018-11-19',
      'x-tc-region': 'ap-guangzhou',
      'x-tc-timestamp': '1772352000',
      'content-type': 'application/json; charset=utf-8',
    });
    const body = JSON.parse(call?.body ?? '{}') as Record<string, string>;
    expect(body).toMatchObject({ ImageBase64: Buffer.from('picture').toString('base64'), CardSide: 'FRONT' });
    expect(JSON.parse(body.Config ?? '{}')).toMatchObject({ ReshootWarn: true, CopyWarn: true });
    const expected = signTc3Request({
      secretId: settings().secretId,
      secretKey: settings().secretKey,
      service: 'ocr',
      host: call?.headers.host ?? '',
      action: 'IDCardOCR',
      payload: call?.body ?? '',
      timestamp: 1772352000,
    });
    expect(call?.headers.authorization).toBe(expected.authorization);
  });

  it('reads the back, long-term validity included', async () => {
    answer = {
      status: 200,
      body: { Response: { Authority: '北京市公安局海淀分局', ValidDate: '2010.07.21-长期', RequestId: 'r' } },
    };
    const reading = await createTencentOcrProvider(settings()).readIdCardBack(Buffer.from('picture'));
    expect(reading).toMatchObject({
      issuingAuthority: '北京市公安局海淀分局',
      validFrom: '2010-07-21',
      validUntil: '长期',
      providerWarningCodes: [],
    });
    expect(JSON.parse(received.at(-1)?.body ?? '{}')).toMatchObject({ CardSide: 'BACK' });
  });

  it('turns an error answer into a DocumentReadError with the service code', async () => {
    answer = {
      status: 200,
      body: {
        Response: { Error: { Code: 'FailedOperation.OcrFailed', Message: 'OCR failed' }, RequestId: 'r' },
      },
    };
    const failure = createTencentOcrProvider(settings()).readIdCardFront(Buffer.from('picture'));
    await expect(failure).rejects.toBeInstanceOf(DocumentReadError);
    await expect(failure).rejects.toMatchObject({ providerCode: 'FailedOperation.OcrFailed' });
  });

  it('turns an HTTP failure or an odd answer into a DocumentReadError', async () => {
    answer = { status: 502, body: {} };
    await expect(createTencentOcrProvider(settings()).readIdCardBack(Buffer.from('x'))).rejects.toThrow(
      /HTTP 502/,
    );
    answer = { status: 200, body: { Unexpected: true } };
    await expect(createTencentOcrProvider(settings()).readIdCardBack(Buffer.from('x'))).rejects.toThrow(
      /unexpected shape/,
    );
  });
});
