import { useTranslation } from 'react-i18next';
import {
  cardChangeDetailCall,
  isOpenCardChange,
  type CardChangeDetailRow,
  type CardChangeEventRow,
} from '@simdesk/contract/modules/real-name';
import { RecordDetailFrame } from '../../../components/detail-page/record-detail-frame';
import { RealNameTimeline } from '../../../features/real-name/real-name-timeline';
import { CardChangeCards } from './card-change-cards';
import { CardChangeSummary } from './card-change-summary';

// While the change waits for the carrier, the page follows it.
const refreshMilliseconds = 5_000;

const isOpen = ({ change }: CardChangeDetailRow) => isOpenCardChange(change.status);

const colours: Partial<Record<CardChangeEventRow['kind'], string>> = {
  registered: 'green',
  vehicleUpdated: 'green',
  refused: 'red',
  sendFailed: 'orange',
};

/**
 * /vehicleCard/realname/vehicleManagement/vehicleChangeCard/detail?id=…: one card change — the vehicle, the old
 * and new cards as they stand, the carrier's orders and answers, and every step (followed while it is open).
 */
export function CardChangeDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetailFrame
      call={cardChangeDetailCall}
      missing={{
        noRecord: t('realNameCardChange:detail.noChange'),
        notFound: t('realNameCardChange:detail.notFound'),
        notFoundHint: t('realName:detail.notFoundHint'),
      }}
      back={{ listPage: 'vehicleChangeCard', text: t('realNameCardChange:detail.backToList') }}
      refetchEvery={(detail) => isOpen(detail) && refreshMilliseconds}
    >
      {(detail) => (
        <>
          <CardChangeSummary change={detail.change} />
          <CardChangeCards detail={detail} />
          <RealNameTimeline<CardChangeEventRow>
            events={detail.events}
            colourOf={(event) => colours[event.kind] ?? 'blue'}
            describe={(event) => t(`realNameCardChange:events.${event.kind}`)}
            noteOf={(event) => event.detail}
          />
        </>
      )}
    </RecordDetailFrame>
  );
}
