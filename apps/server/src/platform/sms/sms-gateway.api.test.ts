import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { createTestApp, type TestApp } from '../../test/test-app';

let receiver: Server;
const received: { mobile: string; purpose: string; content: string }[] = [];
let testApp: TestApp;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(body) as { mobile: string; purpose: string; content: string });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const defaults = loadConfig({});
  testApp = await createTestApp({
    modules: [],
    config: { sms: { ...defaults.sms, gatewayUrl: `http://127.0.0.1:${port}/sms` } },
  });
});

afterAll(async () => {
  await testApp.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('HTTP SMS gateway', () => {
  it('posts the message to the configured gateway as well as the outbox', async () => {
    const answer = await testApp.call('utility/send-sms', { mobile: '13800000001', purpose: 'login' });
    expect(answer.status).toBe('0');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ mobile: '13800000001', purpose: 'login' });
    expect(received[0]?.content).toMatch(/\b\d{6}\b/);
  });
});
