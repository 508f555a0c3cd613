import { Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dataPoolGroupStatus, dataPoolGroupType, formatFlow, pathOfPage } from '@simdesk/contract';
import { dataPoolDetailCall } from '@simdesk/contract/modules/data-pools';
import { useCallQuery } from '../../../api/use-call-query';
import { CodeTag } from '../../../components/codes/code-tag';
import { usePageContext } from '../../../routing/page-context';
import { AsOf, PoolUsageBar } from '../pool-figures';
import { SyncPoolsButton } from '../sync-pools-button';
import { PoolMembers } from './pool-members';
import { PoolUsageSection } from './pool-usage-section';
import '../data-pools.css';

/** /…/dataPoolManage/dataPoolDetail/:groupId: one pool's figures, usage, forecast and members. */
export function DataPoolDetailPage() {
  const { t } = useTranslation('dataPools');
  const groupId = usePageContext().params.groupId ?? '';
  const detail = useCallQuery(dataPoolDetailCall, { groupId });
  const pool = detail.data?.rows[0];
  if (detail.isError) return <Result status="404" title={groupId} />;
  if (!pool) return <Skeleton active />;
  return (
    <div className="data-pool-detail-page">
      <Card
        size="small"
        title={
          <Space>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {pool.name}
            </Typography.Title>
            <CodeTag table={dataPoolGroupStatus} code={pool.status} />
          </Space>
        }
        extra={
          <Space>
            <SyncPoolsButton />
            <Link to={pathOfPage('vehicleCardDataPoolManage')}>{t('detail.back')}</Link>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
          <Descriptions.Item label={t('fields.groupId')}>{pool.groupId}</Descriptions.Item>
          <Descriptions.Item label={t('fields.groupType')}>
            <CodeTag table={dataPoolGroupType} code={pool.groupType} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.memberCount')}>{pool.memberCount}</Descriptions.Item>
          <Descriptions.Item label={t('fields.carrierAccount')}>{pool.carrierAccountName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.quota')}>{formatFlow(pool.quotaKb).text}</Descriptions.Item>
          <Descriptions.Item label={t('fields.used')}>{formatFlow(pool.usedKb).text}</Descriptions.Item>
          <Descriptions.Item label={t('fields.remaining')}>
            {formatFlow(pool.remainingKb).text}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.asOf')}>
            <AsOf time={pool.asOf} />
          </Descriptions.Item>
        </Descriptions>
        <PoolUsageBar pool={pool} />
      </Card>
      <PoolUsageSection groupId={groupId} />
      <PoolMembers pool={pool} />
    </div>
  );
}
