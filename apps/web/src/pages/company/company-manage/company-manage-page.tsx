import { useState } from 'react';
import { App, Button, Form, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  companyDeleteCall,
  companyListCall,
  dateTimeFormat,
  deployType,
  pathOfPage,
  type CompanyRow,
  type DeployTypeCode,
} from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { PermissionButton } from '../../../components/permission/permission-button';
import { useActionAllowed } from '../../../components/permission/use-action-allowed';
import { CompanyFormDialog } from './company-form-dialog';

const managePage = 'sysManagement-companyManage';

interface CompanyFilterValues {
  companyName: string;
  deployType: DeployTypeCode;
}

function toObj(values: Partial<CompanyFilterValues>) {
  return { companyName: values.companyName?.trim() || undefined, deployType: values.deployType };
}

/** /sys/companyManage: the companies on the platform, for carrier staff (the server checks the role too). */
export function CompanyManagePage() {
  const { t } = useTranslation(['settings', 'codes']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ company: CompanyRow | undefined }>();
  const canEdit = useActionAllowed(managePage, 'edit');
  const canDelete = useActionAllowed(managePage, 'delete');
  const canOpenSettings = useActionAllowed('sysManagement-accountSetting', 'query');
  const remove = useMutation({
    mutationFn: (companyId: number) => callApiForRow(companyDeleteCall, { companyId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [companyListCall.path] });
      void message.success(t('companies.deleted'));
    },
  });

  return (
    <>
      <CallListPage<typeof companyListCall, CompanyFilterValues>
        call={companyListCall}
        rowKey={(row) => row.companyId}
        toObj={toObj}
        filters={
          <>
            <Form.Item name="companyName" label={t('companies.fields.companyName')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="deployType" label={t('companies.fields.deployType')}>
              <Select
                allowClear
                style={{ width: 180 }}
                options={deployType.entries.map((entry) => ({ value: entry.code, label: t(entry.labelKey) }))}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <PermissionButton
            pageCode={managePage}
            action="add"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ company: undefined })}
          >
            {t('companies.add')}
          </PermissionButton>
        }
        columns={[
          {
            title: t('companies.fields.companyName'),
            dataIndex: 'companyName',
            render: (name: string, row) => (
              <Space>
                {name}
                {row.isCarrier && <Tag color="blue">{t('companies.carrier')}</Tag>}
              </Space>
            ),
          },
          { title: t('companies.fields.platformName'), dataIndex: 'platformName' },
          {
            title: t('companies.fields.deployType'),
            dataIndex: 'deployType',
            render: (code: DeployTypeCode) => t(deployType.labelKeyOf(code)),
          },
          { title: t('companies.fields.operatorCount'), dataIndex: 'operatorCount', align: 'right' },
          {
            title: t('companies.fields.createTime'),
            dataIndex: 'createTime',
            render: (value: string) => dayjs(value).format(dateTimeFormat),
          },
          {
            title: t('companies.fields.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_value, row) => (
              <Space size={4} wrap>
                {canEdit && (
                  <Button type="link" size="small" onClick={() => setEditing({ company: row })}>
                    {t('companies.edit')}
                  </Button>
                )}
                {canOpenSettings && (
                  <Link to={pathOfPage('accountSetting', {}, { companyId: row.companyId })}>
                    {t('companies.settings')}
                  </Link>
                )}
                {canDelete && !row.isCarrier && (
                  <Popconfirm
                    title={t('companies.deleteConfirm', { name: row.companyName })}
                    okText={t('companies.delete')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('common:cancel')}
                    onConfirm={() => remove.mutateAsync(row.companyId).catch(() => undefined)}
                  >
                    <Button type="link" size="small" danger>
                      {t('companies.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <CompanyFormDialog
        open={editing !== undefined}
        company={editing?.company}
        onClose={() => setEditing(undefined)}
        onDone={(text) => {
          setEditing(undefined);
          void message.success(text);
        }}
      />
    </>
  );
}
