import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, withLoadTimeout } from './lazy-page';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading a page chunk', () => {
  it('gives up after 120 s with a time-out error (spec §9), not before', async () => {
    const never = withLoadTimeout(() => new Promise<string>(() => undefined));
    const settled = vi.fn();
    never.then(settled, settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(never).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('answers a chunk that arrives in time, and passes on a failed load', async () => {
    await expect(withLoadTimeout(async () => 'page')).resolves.toBe('page');
    await expect(withLoadTimeout(() => Promise.reject(new Error('404 chunk')))).rejects.toThrow('404 chunk');
  });
});
