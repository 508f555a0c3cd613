import { useTranslation } from 'react-i18next';
import { enterpriseBatchDetailCall } from '@simdesk/contract/modules/real-name';
import { BatchDetailFrame } from '../../../features/real-name/batch-detail-frame';
import { BatchCards } from './batch-cards';
import { BatchSummary } from './batch-summary';

/**
 * /vehicleCard/realname/realnameManagement/orgBatchRn/detail?id=…: one enterprise registration — the
 * enterprise, where its cards stand (followed while the carrier answers), and the cards themselves.
 */
export function EnterpriseBatchDetailPage() {
  const { t } = useTranslation();
  return (
    <BatchDetailFrame
      call={enterpriseBatchDetailCall}
      missing={{
        noRecord: t('realName:batches.noBatch'),
        notFound: t('realName:batches.notFound'),
        notFoundHint: t('realName:batches.notFoundHint'),
      }}
      back={{ listPage: 'orgBatchRn', text: t('realName:batches.backToList') }}
      summary={(batch, refreshSeconds) => <BatchSummary batch={batch} refreshSeconds={refreshSeconds} />}
      cards={(batch, refreshMilliseconds) => (
        <BatchCards batchId={batch.id} refreshMilliseconds={refreshMilliseconds} />
      )}
    />
  );
}
