import { Flex, Tag, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnterpriseBatchRow } from '@simdesk/contract/modules/real-name';
import { RecordSummaryCard } from '../../../components/detail-page/record-summary-card';
import { BatchCountTags, BatchProgressBar, isBatchRunning } from '../../../features/real-name/batch-progress';
import { DocumentValue, timeCell } from '../../../features/real-name/real-name-cells';

/** Where the batch's cards stand: the bar, the four counts, and whether the page still follows the carrier. */
function BatchCounts({ batch, refreshSeconds }: { batch: EnterpriseBatchRow; refreshSeconds: number }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <BatchProgressBar batch={batch} />
      <BatchCountTags batch={batch} />
      {isBatchRunning(batch) && (
        <Typography.Text type="secondary">
          {t('realName:batches.following', { seconds: refreshSeconds })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The batch's enterprise, certificate (masked), responsible person, who sent it and where its cards stand. */
export function BatchSummary({
  batch,
  refreshSeconds,
}: {
  batch: EnterpriseBatchRow;
  refreshSeconds: number;
}) {
  const { t } = useTranslation();
  const running = isBatchRunning(batch);
  const facts: DescriptionsProps['items'] = [
    {
      key: 'certificate',
      label: t('realName:batches.certificate'),
      children: <DocumentValue type={batch.certificateType} number={batch.certificateNumber} />,
    },
    { key: 'responsibleName', label: t('realName:batches.responsibleName'), children: batch.responsibleName },
    { key: 'cardCount', label: t('realName:batches.cardCount'), children: batch.cardCount },
    {
      key: 'createdBy',
      label: t('realName:batches.createdBy'),
      children: `${batch.name} (${batch.account})`,
    },
    { key: 'createdAt', label: t('realName:columns.createdAt'), children: timeCell(batch.createdAt) },
    { key: 'company', label: t('realName:columns.company'), children: batch.companyName },
    { key: 'org', label: t('realName:columns.org'), children: batch.orgName ?? t('common:none') },
    {
      key: 'counts',
      label: t('realName:batches.progress'),
      span: 'filled',
      children: <BatchCounts batch={batch} refreshSeconds={refreshSeconds} />,
    },
  ];
  return (
    <RecordSummaryCard
      name={batch.enterpriseName}
      status={
        <Tag color={running ? 'processing' : 'default'}>
          {t(running ? 'realName:batches.running' : 'realName:batches.finished')}
        </Tag>
      }
      facts={facts}
    />
  );
}
