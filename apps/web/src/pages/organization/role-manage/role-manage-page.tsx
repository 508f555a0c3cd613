import { useState } from 'react';
import { App, Form, Input, Popconfirm, Select, Space, Tag, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  roleDeleteCall,
  roleListCall,
  roleManagePageCode,
  roleType,
  type RoleRow,
  type RoleTypeCode,
} from '@simdesk/contract';
import { callApi } from '../../../api/call-api';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { PermissionButton } from '../../../components/permission/permission-button';
import { useActionAllowed } from '../../../components/permission/use-action-allowed';
import { CompanyPicker, useCanPickCompany } from '../../../features/company/company-picker';
import { RoleEditorDrawer } from './role-editor-drawer';

interface RoleFilterValues {
  companyId: number;
  name: string;
  roleType: RoleTypeCode;
}

function toObj(values: Partial<RoleFilterValues>) {
  return { companyId: values.companyId, name: values.name?.trim() || undefined, roleType: values.roleType };
}

type EditorState = { open: false } | { open: true; roleId?: string; companyId?: number };

function DeleteRoleButton({ role }: { role: RoleRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const allowed = useActionAllowed(roleManagePageCode, 'delete');
  const reason = role.builtIn
    ? t('organization:role.builtIn')
    : role.operatorCount > 0
      ? t('organization:role.inUse', { count: role.operatorCount })
      : undefined;
  const remove = async () => {
    await callApi(roleDeleteCall, { roleId: role.roleId });
    void message.success(t('organization:role.deleted'));
    await queryClient.invalidateQueries({ queryKey: [roleListCall.path] });
  };
  if (!allowed) return null;
  if (reason) {
    return (
      <Tooltip title={reason}>
        <PermissionButton
          pageCode={roleManagePageCode}
          action="delete"
          type="link"
          size="small"
          danger
          disabled
        >
          {t('organization:delete')}
        </PermissionButton>
      </Tooltip>
    );
  }
  return (
    <Popconfirm title={t('organization:role.deleteConfirm', { name: role.name })} onConfirm={remove}>
      <PermissionButton pageCode={roleManagePageCode} action="delete" type="link" size="small" danger>
        {t('organization:delete')}
      </PermissionButton>
    </Popconfirm>
  );
}

/** /sys/roleManage: the company's roles, and an editor for what each grants. */
export function RoleManagePage() {
  const { t } = useTranslation();
  const [editor, setEditor] = useState<EditorState>({ open: false });
  const canPickCompany = useCanPickCompany();
  return (
    <>
      <CallListPage<typeof roleListCall, RoleFilterValues>
        call={roleListCall}
        rowKey={(row) => row.roleId}
        toObj={toObj}
        toolbar={(obj) => (
          <PermissionButton
            pageCode={roleManagePageCode}
            action="add"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditor({ open: true, companyId: obj.companyId })}
          >
            {t('organization:role.add')}
          </PermissionButton>
        )}
        filters={
          <>
            {canPickCompany && (
              <Form.Item name="companyId" label={t('organization:company.label')}>
                <CompanyPicker />
              </Form.Item>
            )}
            <Form.Item name="name" label={t('organization:role.fields.name')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="roleType" label={t('organization:role.fields.roleType')}>
              <Select
                allowClear
                style={{ width: 180 }}
                options={roleType.entries.map((entry) => ({ value: entry.code, label: t(entry.labelKey) }))}
              />
            </Form.Item>
          </>
        }
        columns={[
          { title: t('organization:role.fields.name'), dataIndex: 'name' },
          { title: t('organization:role.fields.roleId'), dataIndex: 'roleId' },
          {
            title: t('organization:role.fields.roleType'),
            dataIndex: 'roleType',
            render: (code: string) => (roleType.has(code) ? <Tag>{t(roleType.labelKeyOf(code))}</Tag> : code),
          },
          {
            title: t('organization:role.fields.description'),
            dataIndex: 'description',
            render: (description: string | null) => description ?? t('common:none'),
          },
          { title: t('organization:role.fields.operatorCount'), dataIndex: 'operatorCount' },
          {
            title: t('organization:role.fields.createTime'),
            dataIndex: 'createTime',
            render: (createTime: string) => formatDateTime(new Date(createTime)),
          },
          {
            title: t('organization:actionsColumn'),
            key: 'actions',
            render: (_: unknown, role: RoleRow) => (
              <Space size={0}>
                <PermissionButton
                  pageCode={roleManagePageCode}
                  action="edit"
                  type="link"
                  size="small"
                  disabled={role.builtIn}
                  onClick={() => setEditor({ open: true, roleId: role.roleId })}
                >
                  {t('organization:edit')}
                </PermissionButton>
                <DeleteRoleButton role={role} />
              </Space>
            ),
          },
        ]}
      />
      <RoleEditorDrawer
        open={editor.open}
        roleId={editor.open ? editor.roleId : undefined}
        companyId={editor.open ? editor.companyId : undefined}
        onClose={() => setEditor({ open: false })}
      />
    </>
  );
}
