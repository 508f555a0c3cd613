import { Alert, Card, Descriptions, type DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cardServiceInfoCall, realNameStatus, type CardServiceInfoRow } from '@simdesk/contract';
import { CodeTag } from '../../../components/codes/code-tag';
import { sectionRead } from './section-problem';
import { useCardQuery } from './use-card-query';

type CardDetailText = TFunction<['cardDetail', 'common']>;

function realNameItems(info: CardServiceInfoRow, t: CardDetailText): DescriptionsProps['items'] {
  const { realName, stop } = info;
  const personal = [
    { key: 'holderName', label: t('realName.holderName'), value: realName.holderName },
    { key: 'idNumber', label: t('realName.idNumber'), value: realName.idNumber },
    { key: 'phone', label: t('realName.phone'), value: realName.phone },
  ].filter((item) => item.value !== null);
  return [
    {
      key: 'status',
      label: t('realName.status'),
      children: <CodeTag table={realNameStatus} code={realName.status} />,
    },
    ...personal.map((item) => ({ key: item.key, label: item.label, children: item.value })),
    ...(stop.reasonCode === null
      ? []
      : [
          {
            key: 'stop',
            label: t('stop.reason'),
            children: `${stop.reasonCode} ${stop.description ?? ''}`.trim(),
          },
        ]),
  ];
}

/** Who the card is registered to (masked) and, for a stopped card, why the carrier stopped it. */
export function RealNameCard({ cardId }: { cardId: number }) {
  const { t } = useTranslation(['cardDetail', 'common']);
  const info = sectionRead(useCardQuery(cardServiceInfoCall, cardId), 4);
  if (info.waiting) {
    return (
      <Card size="small" title={t('realName.title')}>
        {info.waiting}
      </Card>
    );
  }
  const hasPersonalData = [info.data.realName.holderName, info.data.realName.idNumber].some(Boolean);
  return (
    <Card size="small" title={t('realName.title')}>
      <Descriptions size="small" column={1} items={realNameItems(info.data, t)} />
      <Alert
        type="info"
        showIcon
        className="card-detail-note"
        title={t(hasPersonalData ? 'realName.masked' : 'realName.noHolder')}
      />
    </Card>
  );
}
