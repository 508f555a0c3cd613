import type { TFunction } from 'i18next';
import { pathOfPage } from '@simdesk/contract';
import type { DeregistrationRow } from '@simdesk/contract/modules/real-name';
import type { BatchStanding } from './batch-progress';

/** The address of a deregistration's detail page. */
export function deregistrationDetailPath(deregistrationId: number): string {
  return pathOfPage('batchLogoutDetail', {}, { id: deregistrationId });
}

/** Where a deregistration's cards stand, in its words: deregistered or failed rather than registered or refused. */
export function deregistrationStanding(t: TFunction, deregistration: DeregistrationRow): BatchStanding {
  const { deregistered, failed, cardCount } = deregistration;
  return {
    counts: { ...deregistration, done: deregistered },
    texts: {
      label: t('realNameDeregistration:progress.label', { deregistered, failed, cards: cardCount }),
      done: t('realNameDeregistration:progress.deregistered', { number: deregistered }),
      failed: t('realNameDeregistration:progress.failed', { number: failed }),
    },
  };
}
