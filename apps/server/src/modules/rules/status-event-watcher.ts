import type { BackgroundWork } from '../../platform/modules/server-module';
import type { AppServices } from '../../platform/services';
import { evaluateRules } from './rule-engine';

/**
 * Evaluates the status-change rules on the card status changes recorded since each rule's watermark: changes
 * made by operators, by the change tracker and by the carrier sync alike.
 */
export function createStatusEventWatcher(services: AppServices, pollMilliseconds: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= evaluateRules(services, 'status-event')
      .catch((error: unknown) => services.logger.error({ err: error }, 'status-change rules failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const work: BackgroundWork & { tick: () => Promise<unknown> } = {
    start() {
      if (pollMilliseconds > 0) timer = setInterval(tick, pollMilliseconds);
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
    /** One pass now (tests). */
    async tick() {
      tick();
      await running;
    },
  };
  return work;
}
