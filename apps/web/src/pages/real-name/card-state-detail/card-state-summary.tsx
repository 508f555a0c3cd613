import { Space, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardStatus, realNameStatus } from '@simdesk/contract';
import type { CardStateDetailRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { RecordSummaryCard } from '../../../components/detail-page/record-summary-card';
import { cardFacts } from '../../../features/real-name/real-name-cells';
import { ActivationBlockTag, Waited } from '../card-state-cells';

/** The card: its numbers and vehicle, its state and registration, what its activation waits for and since when. */
export function CardStateSummary({ card }: { card: CardStateDetailRow }) {
  const { t } = useTranslation();
  const facts: DescriptionsProps['items'] = [
    ...cardFacts(t, card),
    {
      key: 'cardStatus',
      label: t('realNameCardState:columns.cardStatus'),
      children: <CodeTag table={cardStatus} code={card.cardStatus} />,
    },
    {
      key: 'realNameStatus',
      label: t('realNameCardState:columns.realNameStatus'),
      children: <CodeTag table={realNameStatus} code={card.realNameStatus} />,
    },
    {
      key: 'activation',
      label: t('realNameCardState:columns.activation'),
      children: <ActivationBlockTag card={card} />,
    },
    ...(card.waitingSince === null
      ? []
      : [
          {
            key: 'waiting',
            label: t('realNameCardState:columns.waiting'),
            children: <Waited since={card.waitingSince} />,
          },
        ]),
    { key: 'company', label: t('realName:columns.company'), children: card.companyName },
    { key: 'org', label: t('realName:columns.org'), children: card.orgName ?? t('common:none') },
  ];
  return (
    <RecordSummaryCard
      name={card.iccid}
      nameIsIdentifier
      status={
        <Space size={4}>
          <CodeTag table={cardStatus} code={card.cardStatus} />
          <ActivationBlockTag card={card} />
        </Space>
      }
      facts={facts}
    />
  );
}
