import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { deregistrationReason } from '@simdesk/contract';
import type { DeregistrationRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { batchOriginColumns } from '../../../features/real-name/batch-origin';
import {
  deregistrationDetailPath,
  deregistrationStanding,
} from '../../../features/real-name/deregistration-standing';

/** The deregistration list's columns: the number opens the deregistration; where its cards stand as a bar. */
export function deregistrationColumns(t: TFunction): TableColumnsType<DeregistrationRow> {
  return [
    {
      key: 'id',
      title: t('realNameDeregistration:list.number'),
      fixed: 'left',
      render: (_, deregistration) => (
        <Link to={deregistrationDetailPath(deregistration.id)}>
          {t('realNameDeregistration:list.numberValue', { id: deregistration.id })}
        </Link>
      ),
    },
    {
      key: 'reason',
      title: t('realNameDeregistration:list.reason'),
      render: (_, deregistration) => <CodeTag table={deregistrationReason} code={deregistration.reason} />,
    },
    // A note runs to 200 characters: cut to the column, whole on hover.
    {
      key: 'note',
      title: t('realNameDeregistration:list.note'),
      dataIndex: 'note',
      width: 240,
      ellipsis: { showTitle: true },
    },
    ...batchOriginColumns<DeregistrationRow>(t, (deregistration) =>
      deregistrationStanding(t, deregistration),
    ),
  ];
}
