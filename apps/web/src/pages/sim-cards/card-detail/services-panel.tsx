import { Card, Descriptions, Empty, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cardServiceInfoCall, type CardServiceInfoRow } from '@simdesk/contract';
import { sectionRead } from './section-problem';
import { useCardQuery } from './use-card-query';
import { VoiceChangesCard } from './voice-changes-card';

type Apn = CardServiceInfoRow['apns'][number];
type Policy = CardServiceInfoRow['policies'][number];
const switchNames = ['data', 'sms', 'voice', 'internationalRoaming'] as const;

function OnOff({ on }: { on: boolean }) {
  const { t } = useTranslation('cardDetail');
  return <Tag color={on ? 'success' : 'default'}>{t(on ? 'services.on' : 'services.off')}</Tag>;
}

function apnColumns(t: TFunction<'cardDetail'>): TableColumnsType<Apn> {
  return [
    { key: 'name', title: t('services.apnName'), dataIndex: 'name' },
    {
      key: 'type',
      title: t('services.apnType'),
      dataIndex: 'type',
      render: (type: string) => (type === 'private' ? t('services.private') : t('services.public')),
    },
    { key: 'enabled', title: t('services.state'), render: (_, apn) => <OnOff on={apn.enabled} /> },
  ];
}

function policyColumns(t: TFunction<'cardDetail'>): TableColumnsType<Policy> {
  return [
    { key: 'code', title: t('services.policyCode'), dataIndex: 'code' },
    { key: 'name', title: t('services.policyName'), dataIndex: 'name' },
    { key: 'enabled', title: t('services.state'), render: (_, policy) => <OnOff on={policy.enabled} /> },
    {
      key: 'whitelist',
      title: t('services.whitelist'),
      render: (_, policy) =>
        policy.whitelist.length === 0 ? (
          t('services.noWhitelist')
        ) : (
          <Space size={2} wrap>
            {policy.whitelist.map((entry) => (
              <Tag key={entry}>{entry}</Tag>
            ))}
          </Space>
        ),
    },
  ];
}

/**
 * What the card may do: service switches (with the voice switch's latest orders), APNs, the speed tier and PCC
 * policies with their white lists.
 */
export function ServicesPanel({ cardId }: { cardId: number }) {
  const { t } = useTranslation('cardDetail');
  const info = sectionRead(useCardQuery(cardServiceInfoCall, cardId), 8);
  if (info.waiting) return info.waiting;
  const { switches, apns, policies, speedTierLabel } = info.data;
  return (
    <div className="card-detail-grid">
      <Card size="small" title={t('services.switchesTitle')}>
        <Descriptions
          size="small"
          column={1}
          items={switchNames.map((name) => ({
            key: name,
            label: t(`services.${name}`),
            children: <OnOff on={switches[name]} />,
          }))}
        />
      </Card>
      <Card size="small" title={t('services.apnTitle')}>
        <Table<Apn>
          size="small"
          rowKey="name"
          pagination={false}
          columns={apnColumns(t)}
          dataSource={apns}
          locale={{ emptyText: <Empty description={t('services.noApn')} /> }}
        />
      </Card>
      <VoiceChangesCard cardId={cardId} />
      <Card
        size="small"
        className="card-detail-wide"
        title={t('services.pccTitle')}
        extra={speedTierLabel === null ? null : t('services.speedTier', { tier: speedTierLabel })}
      >
        <Table<Policy>
          size="small"
          rowKey="code"
          pagination={false}
          columns={policyColumns(t)}
          dataSource={policies}
          locale={{ emptyText: <Empty description={t('services.noPolicy')} /> }}
        />
      </Card>
    </div>
  );
}
