/** Delay between the notice and clearing the session, so the operator can read why (spec §8). */
export const sessionEndDelayMilliseconds = 2500;

let pending = false;

/**
 * Runs the action once after the delay, however many calls fail together; later failures while one is
 * pending are ignored. Returns whether this call scheduled it.
 */
export function scheduleSessionEnd(action: () => void): boolean {
  if (pending) return false;
  pending = true;
  setTimeout(() => {
    pending = false;
    action();
  }, sessionEndDelayMilliseconds);
  return true;
}

export function isSessionEndPending(): boolean {
  return pending;
}
