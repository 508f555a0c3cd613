import type { BackgroundWork } from '../../../platform/modules/server-module';
import type { AppServices } from '../../../platform/services';

/** The carrier is asked about one thing at most this often, however often its page is looked at. */
export const askAgainAfterMilliseconds = 5_000;

/** The moment before which an answer counts as stale. */
export function staleBefore(services: Pick<AppServices, 'clock'>): Date {
  return new Date(services.clock.now().getTime() - askAgainAfterMilliseconds);
}

/**
 * Runs `sweep` every `everyMilliseconds` in the background, one run at a time, so what the carrier reports
 * (delivery reports, work-order reviews) is recorded even when nobody looks.
 */
export function periodicSweep(
  services: Pick<AppServices, 'logger'>,
  name: string,
  everyMilliseconds: number,
  sweep: () => Promise<void>,
): BackgroundWork {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  return {
    start() {
      timer = setInterval(() => {
        running = running
          .then(sweep)
          .catch((error: unknown) => services.logger.warn({ err: error }, `${name} failed`));
      }, everyMilliseconds);
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
