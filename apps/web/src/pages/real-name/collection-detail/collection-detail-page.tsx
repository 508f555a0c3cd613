import { useTranslation } from 'react-i18next';
import { collectionStage } from '@simdesk/contract';
import { collectionDetailCall } from '@simdesk/contract/modules/real-name';
import { RecordDetailFrame } from '../../../components/detail-page/record-detail-frame';
import { collectionRefreshSeconds, CollectionSummary } from './collection-summary';
import { CollectionTimeline } from './collection-timeline';

/**
 * /vehicleCard/realname/apiManagement/collecting/collectingDetail?id=…: one owner collection — the card and
 * vehicle, where the owner stands (followed while the carrier answers), and every step of it.
 */
export function CollectionDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetailFrame
      call={collectionDetailCall}
      missing={{
        noRecord: t('realName:collecting.detail.noCollection'),
        notFound: t('realName:collecting.detail.notFound'),
        notFoundHint: t('realName:detail.notFoundHint'),
      }}
      back={{ listPage: 'collecting', text: t('realName:collecting.detail.backToList') }}
      refetchEvery={(collection) =>
        collection.stage === collectionStage.byName.submitted && collectionRefreshSeconds * 1000
      }
    >
      {(collection) => (
        <>
          <CollectionSummary collection={collection} />
          <CollectionTimeline events={collection.events} />
        </>
      )}
    </RecordDetailFrame>
  );
}
