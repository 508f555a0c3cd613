import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';

export interface ReceivedPush {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface PushReceiver {
  url: string;
  received: ReceivedPush[];
  /** How the next requests are answered: a status, or 'hang' for no answer at all. */
  answerWith(answer: number | 'hang'): void;
  close(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1 that keeps every request it gets. */
export async function startPushReceiver(): Promise<PushReceiver> {
  const received: ReceivedPush[] = [];
  const hanging = new Set<ServerResponse>();
  let answer: number | 'hang' = 204;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response
        .writeHead(answer, { 'content-type': 'text/plain' })
        .end(answer < 300 ? '' : `refused with ${answer}`);
    });
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `http://127.0.0.1:${port}/hooks/simdesk`,
    received,
    answerWith(next) {
      answer = next;
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Verifies a Standard Webhooks signature the way a receiver in another stack would: WebCrypto HMAC, nothing shared
 * with the signer under test.
 */
export async function verifiesIndependently(secret: string, push: ReceivedPush): Promise<boolean> {
  const id = String(push.headers['webhook-id']);
  const timestamp = String(push.headers['webhook-timestamp']);
  const signatures = String(push.headers['webhook-signature']).split(' ');
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    Buffer.from(secret.replace(/^whsec_/, ''), 'base64'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`${id}.${timestamp}.${push.body}`),
  );
  return signatures.includes(`v1,${Buffer.from(mac).toString('base64')}`);
}
