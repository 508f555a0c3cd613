import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A pass-through in front of the carrier simulator that lets a test act at the moment a call arrives. */
export interface CarrierProxy {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Forwards every request to `target` as it is; `beforeForward` runs first (awaited) with the method and path,
 * so a test can, say, stop the database while a change is on its way to the carrier; `afterAnswer` runs once
 * the answer has been sent back.
 */
export async function startCarrierProxy(
  target: string,
  beforeForward: (method: string, path: string) => Promise<void>,
  afterAnswer: (method: string, path: string) => void = () => undefined,
): Promise<CarrierProxy> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      void (async () => {
        await beforeForward(method, path);
        const headers = Object.fromEntries(
          Object.entries(request.headers).flatMap(([name, value]) =>
            typeof value === 'string' && name !== 'host' && name !== 'connection' ? [[name, value]] : [],
          ),
        );
        const answer = await fetch(`${target}${path}`, {
          method,
          headers,
          ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
        });
        const answerHeaders: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) {
            answerHeaders[name] = value;
          }
        });
        response.writeHead(answer.status, answerHeaders);
        response.end(Buffer.from(await answer.arrayBuffer()), () => afterAnswer(method, path));
      })().catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
