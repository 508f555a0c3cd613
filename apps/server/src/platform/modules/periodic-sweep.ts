import type { AppServices } from '../services';
import type { BackgroundWork } from './server-module';

/**
 * Runs `sweep` every `everyMilliseconds` in the background, one run at a time, so what the carrier reports
 * (delivery reports, work-order reviews, registrations) is recorded even when nobody looks.
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
