import type { AddressInfo } from 'node:net';
import { createTestSim, type TestSim, type TestSimOptions } from '../../../../carrier-sim/src/test/test-sim';

/** A real carrier simulator listening on 127.0.0.1 (ephemeral port), for the gateway to speak HTTP to. */
export interface ListeningSim {
  sim: TestSim;
  baseUrl: string;
  /** Fault configuration of the simulator (PUT /admin/faults); `{}` clears it. */
  setFaults(config: unknown): Promise<void>;
  admin(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

export const simDemoAppId = 'simdesk-demo';
export const simDemoPassword = 'carrier-demo-pass';

export async function startListeningSim(options: TestSimOptions = {}): Promise<ListeningSim> {
  const sim = await createTestSim(options);
  await sim.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = sim.app.server.address() as AddressInfo;
  async function admin(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) {
    const response = await sim.admin(method, path, body);
    if (response.statusCode !== 200)
      throw new Error(`simulator ${path}: ${response.statusCode} ${response.body}`);
    return response.json();
  }
  return {
    sim,
    baseUrl: `http://127.0.0.1:${port}`,
    admin,
    async setFaults(config) {
      await admin('PUT', '/admin/faults', config);
    },
    close: () => sim.close(),
  };
}
