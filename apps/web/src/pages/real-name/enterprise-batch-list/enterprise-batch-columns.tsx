import { Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { EnterpriseBatchRow } from '@simdesk/contract/modules/real-name';
import { BatchProgress } from '../../../features/real-name/batch-progress';
import { batchDetailPath, DocumentValue, timeCell } from '../../../features/real-name/real-name-cells';

/** A name with a second line under it (an account, an org). */
function TwoLines({ first, second }: { first: string; second: string | null }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{first}</span>
      {second !== null && <Typography.Text type="secondary">{second}</Typography.Text>}
    </Space>
  );
}

/** The enterprise batch list's columns: the enterprise opens its batch; where its cards stand as a bar. */
export function enterpriseBatchColumns(t: TFunction): TableColumnsType<EnterpriseBatchRow> {
  return [
    {
      key: 'enterpriseName',
      title: t('realName:batches.enterpriseName'),
      fixed: 'left',
      render: (_, batch) => <Link to={batchDetailPath(batch.id)}>{batch.enterpriseName}</Link>,
    },
    {
      key: 'certificate',
      title: t('realName:batches.certificate'),
      render: (_, batch) => <DocumentValue type={batch.certificateType} number={batch.certificateNumber} />,
    },
    { key: 'responsibleName', title: t('realName:batches.responsibleName'), dataIndex: 'responsibleName' },
    { key: 'cardCount', title: t('realName:batches.cardCount'), dataIndex: 'cardCount' },
    {
      key: 'progress',
      title: t('realName:batches.progress'),
      render: (_, batch) => <BatchProgress batch={batch} />,
    },
    {
      key: 'createdBy',
      title: t('realName:batches.createdBy'),
      render: (_, batch) => <TwoLines first={batch.name} second={batch.account} />,
    },
    { key: 'createdAt', title: t('realName:columns.createdAt'), dataIndex: 'createdAt', render: timeCell },
    {
      key: 'companyOrg',
      title: t('realName:batches.companyOrg'),
      render: (_, batch) => <TwoLines first={batch.companyName} second={batch.orgName} />,
    },
  ];
}
