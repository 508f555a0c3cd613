import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app';

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
