import { Card, Descriptions, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { realNameStatus } from '@simdesk/contract';
import { syncDetailCall, type SyncDetailRow, type SyncItemRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { RecordDetailFrame } from '../../../components/detail-page/record-detail-frame';
import { DisplayTime } from '../../../components/display-time';
import { SyncStanding } from '../../../features/real-name/sync-standing';

// A running run's counts and bar move as its batches end.
const runningRefreshMilliseconds = 5_000;

const statusTag = (code: SyncItemRow['ourStatus']) =>
  code === null ? null : <CodeTag table={realNameStatus} code={code} />;

function itemColumns(t: TFunction): TableColumnsType<SyncItemRow> {
  return [
    { key: 'card', title: t('realNameSync:columns.card'), render: (_, item) => item.iccid },
    {
      key: 'outcome',
      title: t('realNameSync:columns.outcome'),
      render: (_, item) => (
        <Tag color={item.outcome === 'error' ? 'error' : 'warning'}>
          {t(`realNameSync:outcome.${item.outcome}`)}
        </Tag>
      ),
    },
    {
      key: 'differences',
      title: t('realNameSync:columns.differences'),
      render: (_, item) =>
        item.differences.map((field) => <Tag key={field}>{t(`realNameSync:difference.${field}`)}</Tag>),
    },
    {
      key: 'ours',
      title: t('realNameSync:columns.ours'),
      render: (_, item) => (
        <>
          {statusTag(item.ourStatus)} {item.ourVin}
        </>
      ),
    },
    {
      key: 'carrier',
      title: t('realNameSync:columns.carrier'),
      render: (_, item) => (
        <>
          {statusTag(item.carrierStatus)} {item.carrierVin} {item.refusalReason}
        </>
      ),
    },
    {
      key: 'applied',
      title: t('realNameSync:columns.applied'),
      render: (_, item) =>
        item.outcome === 'error'
          ? item.error
          : item.applied
            ? t('realNameSync:detail.yes')
            : t('realNameSync:detail.reportedOnly'),
    },
  ];
}

function SyncSummary({ sync }: { sync: SyncDetailRow['sync'] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('realNameSync:detail.title', { id: sync.id })}>
      <Descriptions column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('realNameSync:columns.status')}>
          <SyncStanding sync={sync} t={t} />
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:columns.trigger')}>
          {t(`realNameSync:trigger.${sync.trigger}`)}
          {sync.operatorName ? ` · ${sync.operatorName}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:columns.scope')}>
          {t(`realNameSync:scope.${sync.scope}`)} ({sync.cardCount})
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:columns.startedAt')}>
          <DisplayTime value={sync.startedAt} />
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:columns.finishedAt')}>
          {sync.finishedAt && <DisplayTime value={sync.finishedAt} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:columns.checked')}>
          {sync.checked} · {t('realNameSync:columns.inAgreement')} {sync.inAgreement} ·{' '}
          {t('realNameSync:columns.changed')} {sync.changed} · {t('realNameSync:columns.errors')}{' '}
          {sync.errors}
        </Descriptions.Item>
      </Descriptions>
      {sync.failure && (
        <Typography.Text type="danger">
          {t('realNameSync:detail.failure')}: {sync.failure}
        </Typography.Text>
      )}
    </Card>
  );
}

/**
 * /vehicleCard/realname/apiManagement/syncManagement/syncRecordDetail?id=…: one sync run, where it stands, and
 * the cards it found different from the carrier (what was settled) or could not check.
 */
export function SyncRecordDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetailFrame
      call={syncDetailCall}
      missing={{
        noRecord: t('realNameSync:detail.noId'),
        notFound: t('realNameSync:detail.notFound'),
        notFoundHint: t('realNameSync:detail.notFoundHint'),
      }}
      back={{ listPage: 'syncManagement', text: t('realNameSync:detail.backToList') }}
      refetchEvery={(detail) => detail.sync.status === 'running' && runningRefreshMilliseconds}
    >
      {({ sync, items }) => (
        <>
          <SyncSummary sync={sync} />
          <Card title={t('realNameSync:detail.items')}>
            <Table<SyncItemRow>
              rowKey={(item) => item.id}
              columns={itemColumns(t)}
              dataSource={items.items}
              pagination={false}
              locale={{ emptyText: t('realNameSync:detail.noItems') }}
            />
          </Card>
        </>
      )}
    </RecordDetailFrame>
  );
}
