import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnterpriseBatchRow } from '@simdesk/contract/modules/real-name';
import { RecordSummaryCard } from '../../../components/detail-page/record-summary-card';
import { batchOriginFacts } from '../../../features/real-name/batch-origin';
import {
  BatchStateTag,
  isBatchRunning,
  registrationStanding,
} from '../../../features/real-name/batch-progress';
import { DocumentValue } from '../../../features/real-name/real-name-cells';

/** The batch's enterprise, certificate (masked), responsible person, who sent it and where its cards stand. */
export function BatchSummary({
  batch,
  refreshSeconds,
}: {
  batch: EnterpriseBatchRow;
  refreshSeconds: number;
}) {
  const { t } = useTranslation();
  const facts: DescriptionsProps['items'] = [
    {
      key: 'certificate',
      label: t('realName:batches.certificate'),
      children: <DocumentValue type={batch.certificateType} number={batch.certificateNumber} />,
    },
    { key: 'responsibleName', label: t('realName:batches.responsibleName'), children: batch.responsibleName },
    ...batchOriginFacts(t, batch, registrationStanding(t, batch), refreshSeconds),
  ];
  return (
    <RecordSummaryCard
      name={batch.enterpriseName}
      status={<BatchStateTag running={isBatchRunning(batch)} />}
      facts={facts}
    />
  );
}
