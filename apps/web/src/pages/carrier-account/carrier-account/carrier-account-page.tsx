import { Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  carrier,
  carrierAccountAddCall,
  carrierAccountListCall,
  dateTimeFormat,
  type CarrierAccountRow,
  type CarrierCode,
} from '@simdesk/contract';
import { codeLabel } from '../../../components/codes/code-label';
import { useDialogTarget, type EditTarget } from '../../../components/form-dialog/dialog-target';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { AddButton } from '../../../components/list-page/add-button';
import { CallListPage } from '../../../components/list-page/call-list-page';
import {
  EnabledFilter,
  enabledColumn,
  enabledFilterObj,
  type EnabledState,
} from '../../../components/list-page/enabled-state';
import { CodeFilter, TextFilter } from '../../../components/list-page/list-filters';
import { CarrierAccountFormDialog } from './carrier-account-form-dialog';
import { UsageSyncCell } from '../../../features/sim-cards/usage-sync/usage-sync-cell';
import { useUsageSyncStates } from '../../../features/sim-cards/usage-sync/use-usage-sync-states';
import { CarrierAccountRowActions } from './carrier-account-row-actions';

interface AccountFilterValues {
  name: string;
  carrier: CarrierCode;
  enabled: EnabledState;
}

function toObj(values: Partial<AccountFilterValues>) {
  return {
    name: filledOrUndefined(values.name),
    carrier: values.carrier,
    enabled: enabledFilterObj(values.enabled),
  };
}

function LastCheck({ account }: { account: CarrierAccountRow }) {
  const { t } = useTranslation('carrier');
  if (account.lastCheckOk === null || !account.lastCheckAt) return <Tag>{t('neverChecked')}</Tag>;
  const when = dayjs(account.lastCheckAt).format(dateTimeFormat);
  return account.lastCheckOk ? (
    <Tooltip title={t('checkOk', { latency: account.lastCheckLatencyMs ?? 0 })}>
      <Tag color="success">{when}</Tag>
    </Tooltip>
  ) : (
    <Tooltip title={t('checkFailed', { message: account.lastCheckMessage ?? '' })}>
      <Tag color="error">{when}</Tag>
    </Tooltip>
  );
}

/** /sys/carrierAccount: a company's enterprise accounts at its carriers; carrier staff see every company's. */
export function CarrierAccountPage() {
  const { t } = useTranslation(['carrier', 'codes']);
  const { t: text } = useTranslation();
  const usageSyncStates = useUsageSyncStates();
  const dialog = useDialogTarget<EditTarget<CarrierAccountRow>>();

  return (
    <>
      <CallListPage<typeof carrierAccountListCall, AccountFilterValues>
        call={carrierAccountListCall}
        rowKey={(row) => row.id}
        toObj={toObj}
        filters={
          <>
            <TextFilter name="name" label={t('fields.name')} />
            <CodeFilter name="carrier" label={t('fields.carrier')} table={carrier} style={{ width: 160 }} />
            <EnabledFilter label={t('fields.enabled')} stateText={(state) => t(`status.${state}`)} />
          </>
        }
        toolbar={
          <AddButton call={carrierAccountAddCall} onClick={() => dialog.open({ kind: 'add' })}>
            {t('add')}
          </AddButton>
        }
        columns={[
          { title: t('fields.name'), dataIndex: 'name' },
          { title: t('fields.company'), dataIndex: 'companyName' },
          {
            title: t('fields.carrier'),
            dataIndex: 'carrier',
            render: (code: number) => codeLabel(text, carrier, code),
          },
          { title: t('fields.appId'), dataIndex: 'appId' },
          { title: t('fields.baseUrl'), dataIndex: 'baseUrl', ellipsis: true, width: 220 },
          enabledColumn(t('fields.enabled'), (state) => t(`status.${state}`)),
          {
            title: t('fields.lastCheck'),
            key: 'lastCheck',
            render: (_value, row) => <LastCheck account={row} />,
          },
          ...(usageSyncStates
            ? [
                {
                  title: text('cardFiles:usageSync.column'),
                  key: 'usageSync',
                  render: (_value: unknown, row: CarrierAccountRow) => (
                    <UsageSyncCell state={usageSyncStates.get(row.id)} />
                  ),
                },
              ]
            : []),
          {
            title: t('fields.actions'),
            key: 'actions',
            render: (_value, row) => (
              <CarrierAccountRowActions
                account={row}
                onEdit={(account) => dialog.open({ kind: 'edit', row: account })}
              />
            ),
          },
        ]}
      />
      <CarrierAccountFormDialog target={dialog.target} onClose={dialog.close} />
    </>
  );
}
