import { useTranslation } from 'react-i18next';
import { cardStateDetailCall } from '@simdesk/contract/modules/real-name';
import { RecordDetailColumns, RecordDetailFrame } from '../../../components/detail-page/record-detail-frame';
import { RegistrationTimeline } from '../../../features/real-name/registration-timeline';
import { CardRegistrations } from './card-registrations';
import { CardStateHistory } from './card-state-history';
import { CardStateSummary } from './card-state-summary';
import { NextStepCard } from './next-step-card';

/**
 * /vehicleCard/realname/cardState/list/detail?id=…: one card — its state and registration, what holds its
 * activation up and the pages that resolve it, its registrations with the newest one's history (when it has
 * one), and its state changes.
 */
export function CardStateDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetailFrame
      call={cardStateDetailCall}
      missing={{
        noRecord: t('realNameCardState:detail.noCard'),
        notFound: t('realNameCardState:detail.notFound'),
        notFoundHint: t('realNameCardState:detail.notFoundHint'),
      }}
      back={{ listPage: 'realnameCardStateList', text: t('realNameCardState:detail.backToList') }}
    >
      {(card) => (
        <>
          <CardStateSummary card={card} />
          <NextStepCard card={card} />
          <CardRegistrations registrations={card.registrations} />
          {card.registrations.length === 0 ? (
            <CardStateHistory records={card.stateHistory} />
          ) : (
            <RecordDetailColumns>
              <RegistrationTimeline events={card.latestEvents} />
              <CardStateHistory records={card.stateHistory} />
            </RecordDetailColumns>
          )}
        </>
      )}
    </RecordDetailFrame>
  );
}
