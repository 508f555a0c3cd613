import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  dealerAddCall,
  dealerDeleteCall,
  dealerEditCall,
  dealerFormOptionsCall,
  dealerGetCall,
  dealerListCall,
  type DealerRow,
} from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useDialogTarget } from '../../../components/form-dialog/dialog-target';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { AddButton } from '../../../components/list-page/add-button';
import { CallListPage } from '../../../components/list-page/call-list-page';
import {
  enabledColumn,
  enabledFilterObj,
  type EnabledState,
} from '../../../components/list-page/enabled-state';
import { TextFilter } from '../../../components/list-page/list-filters';
import { BlockedLinkButton, ConfirmLinkButton } from '../../../components/list-page/row-buttons';
import { CallButton } from '../../../components/permission/call-button';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { AccountStateFilter, CompanyFilter, OrgFilter } from '../../../features/account-admin/admin-filters';
import { useFilterOptions } from '../../../features/account-admin/use-form-options';
import { DealerFormDialog, type DealerFormTarget } from './dealer-form-dialog';
import { DisplayTime } from '../../../components/display-time';

interface DealerFilterValues {
  companyId: number;
  name: string;
  code: string;
  orgId: number;
  enabled: EnabledState;
}

function toObj(values: Partial<DealerFilterValues>) {
  return {
    companyId: values.companyId,
    name: filledOrUndefined(values.name),
    code: filledOrUndefined(values.code),
    orgId: values.orgId,
    enabled: enabledFilterObj(values.enabled),
  };
}

function DealerFilters() {
  const { t } = useTranslation();
  const row = useFilterOptions(dealerFormOptionsCall);
  return (
    <>
      <CompanyFilter options={row} />
      <TextFilter name="name" label={t('accounts:dealer.fields.name')} />
      <TextFilter name="code" label={t('accounts:dealer.fields.code')} />
      <OrgFilter options={row} />
      <AccountStateFilter />
    </>
  );
}

function DealerRowActions({ row, onEdit }: { row: DealerRow; onEdit: (row: DealerRow) => void }) {
  const { t } = useTranslation();
  const mayDelete = useCallAllowed(dealerDeleteCall);
  const remove = useCallMutation(dealerDeleteCall, {
    successText: () => t('accounts:dealer.notices.deleted', { name: row.name }),
  });
  return (
    <Space size={0}>
      {/* The edit form reads the dealer in clear first. */}
      <CallButton call={[dealerEditCall, dealerGetCall]} type="link" size="small" onClick={() => onEdit(row)}>
        {t('accounts:actions.edit')}
      </CallButton>
      {mayDelete &&
        (row.accountCount > 0 ? (
          <BlockedLinkButton reason={t('accounts:dealer.hasAccounts', { count: row.accountCount })} danger>
            {t('accounts:actions.delete')}
          </BlockedLinkButton>
        ) : (
          <ConfirmLinkButton
            question={t('accounts:dealer.confirm.delete', { name: row.name })}
            okText={t('accounts:confirm.ok')}
            danger
            loading={remove.isPending}
            onConfirm={() => remove.mutateAsync({ dealerId: row.dealerId })}
          >
            {t('accounts:actions.delete')}
          </ConfirmLinkButton>
        ))}
    </Space>
  );
}

/** /sys/dealer/info: the dealers of the caller's company and org subtree. */
export function DealerInfoPage() {
  const { t } = useTranslation();
  const dialog = useDialogTarget<DealerFormTarget>();
  const orEmpty = (value: string | null) => value ?? t('common:none');
  return (
    <>
      <CallListPage<typeof dealerListCall, DealerFilterValues>
        call={dealerListCall}
        rowKey={(row) => row.dealerId}
        toObj={toObj}
        filters={<DealerFilters />}
        toolbar={
          <AddButton call={dealerAddCall} onClick={() => dialog.open({ kind: 'add' })}>
            {t('accounts:dealer.actions.add')}
          </AddButton>
        }
        columns={[
          { title: t('accounts:dealer.fields.name'), dataIndex: 'name' },
          { title: t('accounts:dealer.fields.code'), dataIndex: 'code' },
          { title: t('accounts:fields.org'), dataIndex: 'orgName', render: orEmpty },
          { title: t('accounts:dealer.fields.contactName'), dataIndex: 'contactName', render: orEmpty },
          { title: t('accounts:dealer.fields.contactMobile'), dataIndex: 'contactMobile', render: orEmpty },
          {
            title: t('accounts:dealer.fields.address'),
            dataIndex: 'address',
            width: 180,
            ellipsis: true,
            render: orEmpty,
          },
          { title: t('accounts:dealer.fields.accountCount'), dataIndex: 'accountCount' },
          enabledColumn(t('accounts:fields.status'), (state) => t(`accounts:states.${state}`)),
          {
            title: t('accounts:fields.createTime'),
            dataIndex: 'createTime',
            render: (time: string) => <DisplayTime value={time} />,
          },
          {
            title: t('accounts:fields.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, row) => (
              <DealerRowActions row={row} onEdit={(edited) => dialog.open({ kind: 'edit', row: edited })} />
            ),
          },
        ]}
      />
      <DealerFormDialog target={dialog.target} onClose={dialog.close} />
    </>
  );
}
