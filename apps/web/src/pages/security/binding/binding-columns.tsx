import { Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { bindingStatus } from '@simdesk/contract';
import { bindCardCall, type BindingRow } from '@simdesk/contract/modules/security';
import { CodeTag } from '../../../components/codes/code-tag';
import { CallButton } from '../../../components/permission/call-button';
import { ConfirmLinkButton } from '../../../components/list-page/row-buttons';
import {
  cardPlacedColumns,
  numberCell,
  securityTitle,
  timeCell,
} from '../../../features/security/security-columns';

export interface BindingActions {
  canUnbind: boolean;
  unbinding: number | undefined;
  onBind: (binding: BindingRow) => void;
  onUnbind: (binding: BindingRow) => void;
}

/** The binding list's columns, with bind / rebind and unbind per row. */
export function bindingColumns(
  t: TFunction,
  showCompany: boolean,
  actions: BindingActions,
): TableColumnsType<BindingRow> {
  const unbound = bindingStatus.byName.unbound;
  return [
    ...cardPlacedColumns<BindingRow>(t, showCompany),
    {
      key: 'bindingStatus',
      title: securityTitle(t, 'bindingStatus'),
      render: (_, row) => <CodeTag table={bindingStatus} code={row.bindingStatus} />,
    },
    { key: 'boundImei', title: securityTitle(t, 'boundImei'), dataIndex: 'boundImei', render: numberCell },
    { key: 'boundAt', title: securityTitle(t, 'boundAt'), dataIndex: 'boundAt', render: timeCell },
    {
      key: 'lastSeenImei',
      title: securityTitle(t, 'lastSeenImei'),
      dataIndex: 'lastSeenImei',
      render: numberCell,
    },
    { key: 'lastSeenAt', title: securityTitle(t, 'lastSeenAt'), dataIndex: 'lastSeenAt', render: timeCell },
    { key: 'separationCount', title: securityTitle(t, 'separationCount'), dataIndex: 'separationCount' },
    {
      key: 'actions',
      title: securityTitle(t, 'actions'),
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <CallButton call={bindCardCall} type="link" size="small" onClick={() => actions.onBind(row)}>
            {row.boundImei === null ? t('security:binding.bind') : t('security:binding.rebind')}
          </CallButton>
          {actions.canUnbind && row.bindingStatus !== unbound && (
            <ConfirmLinkButton
              danger
              question={t('security:binding.unbindConfirm', { iccid: row.iccid, imei: row.boundImei ?? '' })}
              loading={actions.unbinding === row.cardId}
              onConfirm={() => actions.onUnbind(row)}
            >
              {t('security:binding.unbind')}
            </ConfirmLinkButton>
          )}
        </Space>
      ),
    },
  ];
}
