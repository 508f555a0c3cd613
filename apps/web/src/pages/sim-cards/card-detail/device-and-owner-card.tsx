import { Alert, Card, Descriptions, Tag, Typography, type DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cardServiceInfoCall, realNameStatus, type CardServiceInfoRow } from '@simdesk/contract';
import { CodeTag } from '../../../components/codes/code-tag';
import { dateText } from './basic-info-card';
import { sectionRead } from './section-problem';
import { useCardQuery } from './use-card-query';

type CardDetailText = TFunction<['cardDetail', 'common']>;

const number = (value: string) => <Typography.Text className="sim-card-number">{value}</Typography.Text>;

function imeiItems(imei: CardServiceInfoRow['imei'], t: CardDetailText): DescriptionsProps['items'] {
  const none = t('common:none');
  return [
    {
      key: 'current',
      label: t('imei.current'),
      children: imei.current === null ? t('imei.offNetwork') : number(imei.current),
    },
    { key: 'recorded', label: t('imei.recorded'), children: imei.recorded ? number(imei.recorded) : none },
    { key: 'seenSince', label: t('imei.seenSince'), children: dateText(imei.seenSince) ?? none },
    {
      key: 'binding',
      label: t('imei.binding'),
      children: imei.differs ? (
        <Tag color="warning">{t('imei.differs')}</Tag>
      ) : imei.current !== null && imei.recorded !== null ? (
        <Tag color="success">{t('imei.matches')}</Tag>
      ) : (
        none
      ),
    },
  ];
}

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

/** The device the card is in (IMEI against the record) and who it is registered to (masked). */
export function DeviceAndOwnerCard({ cardId }: { cardId: number }) {
  const { t } = useTranslation(['cardDetail', 'common']);
  const info = sectionRead(useCardQuery(cardServiceInfoCall, cardId), 4);
  if (info.waiting) {
    return (
      <Card size="small" title={t('imei.title')}>
        {info.waiting}
      </Card>
    );
  }
  const hasPersonalData = [info.data.realName.holderName, info.data.realName.idNumber].some(Boolean);
  return (
    <>
      <Card size="small" title={t('imei.title')}>
        <Descriptions size="small" column={1} items={imeiItems(info.data.imei, t)} />
      </Card>
      <Card size="small" title={t('realName.title')}>
        <Descriptions size="small" column={1} items={realNameItems(info.data, t)} />
        <Alert
          type="info"
          showIcon
          className="card-detail-note"
          title={t(hasPersonalData ? 'realName.masked' : 'realName.noHolder')}
        />
      </Card>
    </>
  );
}
