import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { chunkLoadTimeoutMilliseconds } from '@simdesk/contract';

/** A code chunk that did not arrive in time (spec §9: 120 s). */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('the page code did not load in time');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Rejects when loading takes longer than the limit, so a stalled network ends in an error page. */
export function withLoadTimeout<Value>(
  load: () => Promise<Value>,
  milliseconds: number = chunkLoadTimeoutMilliseconds,
): Promise<Value> {
  return new Promise<Value>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), milliseconds);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A page component loaded on first use, in its own chunk. */
export function lazyPage(load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> {
  return lazy(() => withLoadTimeout(load).then((component) => ({ default: component })));
}
