import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { testPassword, useTestApp } from './test/test-app';

// A built console as vite leaves it: a content-hashed asset and the page, each with its .br and .gz beside it.
const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-web-dist-'));
const script = `console.log(${JSON.stringify('simdesk '.repeat(400))});`;
const page = `<!doctype html><html><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
mkdirSync(path.join(webDistDir, 'assets'));
for (const [name, content] of [
  ['assets/main-Ab12Cd34.js', script],
  ['index.html', page],
] as const) {
  writeFileSync(path.join(webDistDir, name), content);
  writeFileSync(path.join(webDistDir, `${name}.br`), brotliCompressSync(content));
  writeFileSync(path.join(webDistDir, `${name}.gz`), gzipSync(content));
}
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

const testApp = useTestApp({ modules: [], config: { webDistDir } });

const get = (url: string, acceptEncoding?: string) =>
  testApp.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built console on the wire', () => {
  it('sends a hashed asset brotli-compressed from the build, kept by the browser for a year', async () => {
    const response = await get('/assets/main-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that takes neither', async () => {
    expect((await get('/assets/main-Ab12Cd34.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/main-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the page compressed too, and never lets it be kept, at its address or at a route of the console', async () => {
    for (const url of ['/', '/vehicleCard/dashboard']) {
      const response = await get(url, 'br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
    }
  });
});

describe('API answers on the wire', () => {
  // A sign-in answers the operator with their pages: a few kilobytes of JSON.
  const signIn = (acceptEncoding?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/ec/v0/operator/password-login',
      headers: {
        'content-type': 'application/json',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      payload: { obj: { account: 'demo.company', password: testApp.encrypt(testPassword) } },
    });
  const accountOf = (answer: unknown) =>
    (answer as { status: string; rows: { operatorVo: { account: string } }[] }).rows[0]?.operatorVo.account;

  it('compresses a JSON answer for a client that takes brotli or gzip, and sends it plain otherwise', async () => {
    const plain = await signIn();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(accountOf(plain.json())).toBe('demo.company');

    const brotli = await signIn('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(accountOf(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()))).toBe('demo.company');

    const gzip = await signIn('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(accountOf(JSON.parse(gunzipSync(gzip.rawPayload).toString()))).toBe('demo.company');
  });

  it('leaves a small answer as it is', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/ec/v0/operator/no-such-call',
      headers: { 'accept-encoding': 'br', 'content-type': 'application/json' },
      payload: { obj: {} },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json<{ status: string }>().status).toBe('404');
  });
});
