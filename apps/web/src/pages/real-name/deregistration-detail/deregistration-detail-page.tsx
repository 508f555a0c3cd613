import { useTranslation } from 'react-i18next';
import { deregistrationDetailCall } from '@simdesk/contract/modules/real-name';
import { BatchDetailFrame } from '../../../features/real-name/batch-detail-frame';
import { DeregistrationCards } from './deregistration-cards';
import { DeregistrationSummary } from './deregistration-summary';

/**
 * /vehicleCard/realname/realnameManagement/batchLogout/detail?id=…: one deregistration — why, where its cards
 * stand (followed while the carriers answer), and the cards themselves.
 */
export function DeregistrationDetailPage() {
  const { t } = useTranslation();
  return (
    <BatchDetailFrame
      call={deregistrationDetailCall}
      missing={{
        noRecord: t('realNameDeregistration:detail.noDeregistration'),
        notFound: t('realNameDeregistration:detail.notFound'),
        notFoundHint: t('realNameDeregistration:detail.notFoundHint'),
      }}
      back={{ listPage: 'batchLogout', text: t('realNameDeregistration:detail.backToList') }}
      summary={(deregistration, refreshSeconds) => (
        <DeregistrationSummary deregistration={deregistration} refreshSeconds={refreshSeconds} />
      )}
      cards={(deregistration, refreshMilliseconds) => (
        <DeregistrationCards batchId={deregistration.id} refreshMilliseconds={refreshMilliseconds} />
      )}
    />
  );
}
