/**
 * Requests per second per account over a sliding one-second window (real time, not simulated time):
 * the answer says how long to wait when the window is full.
 */
export interface RateLimiter {
  /** Counts the request; answers 0 when it may pass, else the milliseconds until it would. */
  take(key: string, limitPerSecond: number): number;
}

export function createRateLimiter(wallClock: () => number = Date.now): RateLimiter {
  const recent = new Map<string, number[]>();
  return {
    take(key, limitPerSecond) {
      const now = wallClock();
      const windowStart = now - 1000;
      const times = (recent.get(key) ?? []).filter((time) => time > windowStart);
      if (times.length >= limitPerSecond) {
        recent.set(key, times);
        const oldest = times[times.length - limitPerSecond] ?? now;
        return Math.max(1, oldest + 1000 - now);
      }
      times.push(now);
      recent.set(key, times);
      return 0;
    },
  };
}
