// Tells each company's receiver of its cards' real-name changes (card.realname.changed, the shape of the
// company's push sample), from the changes the card table noted with each change.
import type { AppServices } from '../../../platform/services';
import { takeRealNameChanges } from '../../sim-cards';

/** How many changes one transaction tells of. */
const perTransaction = 200;

/**
 * Queues a push per waiting change taken off the outbox (a company with push off, or not taking this event,
 * gets none; a failure puts the changes back for the next pass); goes on until none waits.
 */
export function realNameChangeNotices(services: Pick<AppServices, 'db' | 'webhooks'>) {
  return async function tellWaiting(): Promise<void> {
    for (;;) {
      const told = await takeRealNameChanges(services.db, perTransaction, async (changes) => {
        for (const change of changes) {
          await services.webhooks.push(change.companyId, 'card.realname.changed', {
            iccid: change.iccid,
            msisdn: change.msisdn,
            imsi: change.imsi,
            previousStatus: change.previousStatus,
            status: change.status,
            changedAt: change.changedAt.toISOString(),
          });
        }
      });
      if (told < perTransaction) return;
    }
  };
}
