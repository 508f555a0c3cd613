import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { deregistrationReason } from '@simdesk/contract';
import type { DeregistrationRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { RecordSummaryCard } from '../../../components/detail-page/record-summary-card';
import { batchOriginFacts } from '../../../features/real-name/batch-origin';
import { BatchStateTag, isBatchRunning } from '../../../features/real-name/batch-progress';
import { deregistrationStanding } from '../../../features/real-name/deregistration-standing';

/** Why the cards are deregistered, the note, who sent them and when, and where the cards stand. */
export function DeregistrationSummary({
  deregistration,
  refreshSeconds,
}: {
  deregistration: DeregistrationRow;
  refreshSeconds: number;
}) {
  const { t } = useTranslation();
  const facts: DescriptionsProps['items'] = [
    {
      key: 'reason',
      label: t('realNameDeregistration:list.reason'),
      children: <CodeTag table={deregistrationReason} code={deregistration.reason} />,
    },
    {
      key: 'note',
      label: t('realNameDeregistration:list.note'),
      span: 2,
      children: deregistration.note ?? t('common:none'),
    },
    ...batchOriginFacts(t, deregistration, deregistrationStanding(t, deregistration), refreshSeconds),
  ];
  return (
    <RecordSummaryCard
      name={t('realNameDeregistration:detail.title', { id: deregistration.id })}
      status={<BatchStateTag running={isBatchRunning(deregistration)} />}
      facts={facts}
    />
  );
}
