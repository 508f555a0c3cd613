import { useTranslation } from 'react-i18next';
import { enterpriseBatchDetailCall } from '@simdesk/contract/modules/real-name';
import { RecordDetailFrame } from '../../../components/detail-page/record-detail-frame';
import { isBatchRunning } from '../../../features/real-name/batch-progress';
import { BatchCards } from './batch-cards';
import { BatchSummary } from './batch-summary';

// While cards wait to be sent or for the carrier's answer, the page follows them.
const refreshSeconds = 5;

/**
 * /vehicleCard/realname/realnameManagement/orgBatchRn/detail?id=…: one enterprise registration — the
 * enterprise, where its cards stand (followed while the carrier answers), and the cards themselves.
 */
export function EnterpriseBatchDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetailFrame
      call={enterpriseBatchDetailCall}
      missing={{
        noRecord: t('realName:batches.noBatch'),
        notFound: t('realName:batches.notFound'),
        notFoundHint: t('realName:batches.notFoundHint'),
      }}
      back={{ listPage: 'orgBatchRn', text: t('realName:batches.backToList') }}
      refetchEvery={(batch) => isBatchRunning(batch) && refreshSeconds * 1000}
    >
      {(batch) => (
        <>
          <BatchSummary batch={batch} refreshSeconds={refreshSeconds} />
          <BatchCards
            key={batch.id}
            batchId={batch.id}
            refreshMilliseconds={isBatchRunning(batch) && refreshSeconds * 1000}
          />
        </>
      )}
    </RecordDetailFrame>
  );
}
