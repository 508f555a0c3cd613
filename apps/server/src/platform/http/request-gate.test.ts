import { describe, expect, it } from 'vitest';
import { status as statusCodes } from '@simdesk/contract';
import { AppError } from './app-error';
import { createRequestGate } from './request-gate';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Lets every promise continuation run, without giving the event loop a turn. */
async function settleMicrotasks(): Promise<void> {
  for (let round = 0; round < 20; round++) await Promise.resolve();
}

describe('the request gate', () => {
  it('lets in as many as its concurrency, first come first served', async () => {
    const gate = createRequestGate({ concurrency: 2, maxWaitMilliseconds: 1_000 });
    const admitted: string[] = [];
    const releases = new Map<string, () => void>();
    for (const name of ['first', 'second', 'third'])
      void gate.enter().then((release) => {
        admitted.push(name);
        releases.set(name, release);
      });
    await nextTurn();
    await settleMicrotasks();
    expect(admitted).toEqual(['first', 'second']);
    expect(gate.waiting()).toBe(1);
    releases.get('second')?.();
    releases.get('second')?.(); // a second release of the same turn frees nothing more
    await nextTurn();
    await settleMicrotasks();
    expect(admitted).toEqual(['first', 'second', 'third']);
    expect(gate.waiting()).toBe(0);
  });

  it('lets the next one in on a later turn of the event loop, not in the continuation of the one before', async () => {
    const gate = createRequestGate({ concurrency: 1, maxWaitMilliseconds: 1_000 });
    const release = await gate.enter();
    let nextIn = false;
    void gate.enter().then(() => (nextIn = true));
    release();
    await settleMicrotasks();
    expect(nextIn).toBe(false);
    await nextTurn();
    await settleMicrotasks();
    expect(nextIn).toBe(true);
  });

  it('lets in one round per turn however many wait, so a turn of the loop stays short', async () => {
    const gate = createRequestGate({ concurrency: 1, maxWaitMilliseconds: 1_000 });
    let admitted = 0;
    // Each request is done as soon as it is in, as a quick call is.
    for (let index = 0; index < 3; index++)
      void gate.enter().then((release) => {
        admitted += 1;
        release();
      });
    await nextTurn();
    await settleMicrotasks();
    expect(admitted).toBe(1);
    await nextTurn();
    await nextTurn();
    await settleMicrotasks();
    expect(admitted).toBe(3);
  });

  it('answers "busy" to a request that waited its longest, and never lets it in afterwards', async () => {
    const gate = createRequestGate({ concurrency: 1, maxWaitMilliseconds: 20 });
    const release = await gate.enter();
    const refused = await gate.enter().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(statusCodes.tooManyRequests);
    expect(gate.waiting()).toBe(0);
    release();
    const again = await gate.enter();
    again();
  });
});
