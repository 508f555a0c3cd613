import { useState } from 'react';
import { Button, Form, Input, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  dealerAddCall,
  dealerDeleteCall,
  dealerEditCall,
  dealerFormOptionsCall,
  dealerGetCall,
  dealerListCall,
  formatDateTime,
  type DealerRow,
} from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { CallButton } from '../../../components/permission/call-button';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import {
  CompanyFilter,
  EnabledFilter,
  enabledFilterObj,
  OrgFilter,
} from '../../../features/account-admin/admin-filters';
import { useFilterOptions } from '../../../features/account-admin/use-form-options';
import { DealerFormDialog, type DealerFormTarget } from './dealer-form-dialog';

interface DealerFilterValues {
  companyId: number;
  name: string;
  code: string;
  orgId: number;
  enabled: 'enabled' | 'disabled';
}

function toObj(values: Partial<DealerFilterValues>) {
  return {
    companyId: values.companyId,
    name: values.name?.trim() || undefined,
    code: values.code?.trim() || undefined,
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
      <Form.Item name="name" label={t('accounts:dealer.fields.name')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="code" label={t('accounts:dealer.fields.code')}>
        <Input allowClear />
      </Form.Item>
      <OrgFilter options={row} />
      <EnabledFilter />
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
          <Tooltip title={t('accounts:dealer.hasAccounts', { count: row.accountCount })}>
            <Button type="link" size="small" danger disabled>
              {t('accounts:actions.delete')}
            </Button>
          </Tooltip>
        ) : (
          <Popconfirm
            title={t('accounts:dealer.confirm.delete', { name: row.name })}
            okText={t('accounts:confirm.ok')}
            okButtonProps={{ danger: true }}
            cancelText={t('accounts:confirm.cancel')}
            onConfirm={() => remove.mutateAsync({ dealerId: row.dealerId })}
          >
            <Button type="link" size="small" danger loading={remove.isPending}>
              {t('accounts:actions.delete')}
            </Button>
          </Popconfirm>
        ))}
    </Space>
  );
}

/** /sys/dealer/info: the dealers of the caller's company and org subtree. */
export function DealerInfoPage() {
  const { t } = useTranslation();
  const [formTarget, setFormTarget] = useState<DealerFormTarget>();
  const orEmpty = (value: string | null) => value ?? t('common:none');
  return (
    <>
      <CallListPage<typeof dealerListCall, DealerFilterValues>
        call={dealerListCall}
        rowKey={(row) => row.dealerId}
        toObj={toObj}
        filters={<DealerFilters />}
        toolbar={
          <CallButton
            call={dealerAddCall}
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setFormTarget({ kind: 'add' })}
          >
            {t('accounts:dealer.actions.add')}
          </CallButton>
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
          {
            title: t('accounts:fields.status'),
            dataIndex: 'enabled',
            render: (enabled: boolean) => (
              <Tag color={enabled ? 'success' : 'default'}>
                {t(enabled ? 'accounts:states.enabled' : 'accounts:states.disabled')}
              </Tag>
            ),
          },
          {
            title: t('accounts:fields.createTime'),
            dataIndex: 'createTime',
            render: (time: string) => formatDateTime(new Date(time)),
          },
          {
            title: t('accounts:fields.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, row) => (
              <DealerRowActions
                row={row}
                onEdit={(edited) =>
                  setFormTarget({ kind: 'edit', dealerId: edited.dealerId, name: edited.name })
                }
              />
            ),
          },
        ]}
      />
      <DealerFormDialog target={formTarget} onClose={() => setFormTarget(undefined)} />
    </>
  );
}
