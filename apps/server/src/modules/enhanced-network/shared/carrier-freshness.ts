import type { AppServices } from '../../../platform/services';

/** The carrier is asked about one thing at most this often, however often its page is looked at. */
export const askAgainAfterMilliseconds = 5_000;

/** The moment before which an answer counts as stale. */
export function staleBefore(services: Pick<AppServices, 'clock'>): Date {
  return new Date(services.clock.now().getTime() - askAgainAfterMilliseconds);
}
