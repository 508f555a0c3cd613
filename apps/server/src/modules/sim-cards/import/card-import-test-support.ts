import { randomUUID } from 'node:crypto';
import { apiBasePath, type Envelope, luhnCheckDigit } from '@simdesk/contract';
import type { TestApp } from '../../../test/test-app';

/** A well-formed ICCID outside the demo's number plan: index n of a test block, with its Luhn digit. */
export function testIccid(block: string, index: number): string {
  const payload = `898604${block.padStart(4, '0')}${String(index).padStart(9, '0')}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

/** A multipart/form-data body as a browser sends it: the JSON `obj` field and one file. */
export function multipartBody(obj: unknown, file: { name: string; content: Buffer | string } | undefined) {
  const boundary = `----simdesk${randomUUID().replaceAll('-', '')}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="obj"\r\n\r\n${JSON.stringify(obj)}\r\n`,
    ),
  ];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a file to an import call and answers the envelope. */
export async function uploadImport(
  testApp: TestApp,
  path: string,
  token: string | undefined,
  obj: unknown,
  file: { name: string; content: Buffer | string } | undefined,
): Promise<Envelope<{ taskId: number; fileName: string | null }> & { httpStatus: number }> {
  const body = multipartBody(obj, file);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `${apiBasePath}/${path}`,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
  return { ...(response.json() as Envelope<never>), httpStatus: response.statusCode };
}

/** Downloads a template: the raw answer (a file on success, an envelope on refusal). */
export function downloadTemplate(testApp: TestApp, path: string, token: string, obj: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: `${apiBasePath}/${path}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ obj }),
  });
}
