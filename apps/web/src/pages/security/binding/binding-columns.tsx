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

/** A row action that asks first, shown when the caller may take it. */
interface ConfirmedRowAction {
  allowed: boolean;
  /** The card whose action is on its way. */
  pending: number | undefined;
  run: (binding: BindingRow) => void;
}

export interface BindingActions {
  onBind: (binding: BindingRow) => void;
  unbind: ConfirmedRowAction;
  /** A separated card rebound at the carrier to the device the network sees it in. */
  rebindAtCarrier: ConfirmedRowAction;
}

function confirmedLink(
  row: BindingRow,
  action: ConfirmedRowAction,
  texts: { question: string; label: string; danger?: boolean },
) {
  const { question, label, danger = false } = texts;
  return (
    <ConfirmLinkButton
      danger={danger}
      question={question}
      loading={action.pending === row.cardId}
      onConfirm={() => action.run(row)}
    >
      {label}
    </ConfirmLinkButton>
  );
}

/** The binding list's columns, with bind / rebind, rebind at the carrier (separated cards) and unbind per row. */
export function bindingColumns(
  t: TFunction,
  showCompany: boolean,
  actions: BindingActions,
): TableColumnsType<BindingRow> {
  const { unbound, separated } = bindingStatus.byName;
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
          {actions.rebindAtCarrier.allowed &&
            row.bindingStatus === separated &&
            confirmedLink(row, actions.rebindAtCarrier, {
              question: t('security:binding.rebindAtCarrierConfirm', {
                iccid: row.iccid,
                imei: row.lastSeenImei ?? '',
              }),
              label: t('security:binding.rebindAtCarrier'),
            })}
          {actions.unbind.allowed &&
            row.bindingStatus !== unbound &&
            confirmedLink(row, actions.unbind, {
              question: t('security:binding.unbindConfirm', { iccid: row.iccid, imei: row.boundImei ?? '' }),
              label: t('security:binding.unbind'),
              danger: true,
            })}
        </Space>
      ),
    },
  ];
}
