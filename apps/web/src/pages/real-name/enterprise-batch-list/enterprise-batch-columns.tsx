import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { EnterpriseBatchRow } from '@simdesk/contract/modules/real-name';
import { batchOriginColumns } from '../../../features/real-name/batch-origin';
import { registrationStanding } from '../../../features/real-name/batch-progress';
import { batchDetailPath, DocumentValue } from '../../../features/real-name/real-name-cells';

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
    ...batchOriginColumns<EnterpriseBatchRow>(t, (batch) => registrationStanding(t, batch)),
  ];
}
