import { useState } from 'react';
import { Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  roleAddCall,
  roleDeleteCall,
  roleEditCall,
  roleListCall,
  roleType,
  type RoleRow,
  type RoleTypeCode,
} from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { CodeTag } from '../../../components/codes/code-tag';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { AddButton } from '../../../components/list-page/add-button';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { CodeFilter, TextFilter } from '../../../components/list-page/list-filters';
import { BlockedLinkButton, ConfirmLinkButton } from '../../../components/list-page/row-buttons';
import { CallButton } from '../../../components/permission/call-button';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { CompanyPicker, useCanPickCompany } from '../../../features/company/company-picker';
import { RoleEditorDrawer } from './role-editor-drawer';
import { DisplayTime } from '../../../components/display-time';

interface RoleFilterValues {
  companyId: number;
  name: string;
  roleType: RoleTypeCode;
}

function toObj(values: Partial<RoleFilterValues>) {
  return { companyId: values.companyId, name: filledOrUndefined(values.name), roleType: values.roleType };
}

type EditorState = { open: false } | { open: true; roleId?: string; companyId?: number };

function DeleteRoleButton({ role }: { role: RoleRow }) {
  const { t } = useTranslation();
  const allowed = useCallAllowed(roleDeleteCall);
  const remove = useCallMutation(roleDeleteCall, { successText: () => t('organization:role.deleted') });
  const reason = role.builtIn
    ? t('organization:role.builtIn')
    : role.operatorCount > 0
      ? t('organization:role.inUse', { count: role.operatorCount })
      : undefined;
  if (!allowed) return null;
  if (reason) {
    return (
      <BlockedLinkButton reason={reason} danger>
        {t('organization:delete')}
      </BlockedLinkButton>
    );
  }
  return (
    <ConfirmLinkButton
      question={t('organization:role.deleteConfirm', { name: role.name })}
      danger
      dangerousConfirm={false}
      onConfirm={() => remove.mutateAsync({ roleId: role.roleId })}
    >
      {t('organization:delete')}
    </ConfirmLinkButton>
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
          <AddButton call={roleAddCall} onClick={() => setEditor({ open: true, companyId: obj.companyId })}>
            {t('organization:role.add')}
          </AddButton>
        )}
        filters={
          <>
            {canPickCompany && (
              <Form.Item name="companyId" label={t('organization:company.label')}>
                <CompanyPicker />
              </Form.Item>
            )}
            <TextFilter name="name" label={t('organization:role.fields.name')} />
            <CodeFilter
              name="roleType"
              label={t('organization:role.fields.roleType')}
              table={roleType}
              style={{ width: 180 }}
            />
          </>
        }
        columns={[
          { title: t('organization:role.fields.name'), dataIndex: 'name' },
          { title: t('organization:role.fields.roleId'), dataIndex: 'roleId' },
          {
            title: t('organization:role.fields.roleType'),
            dataIndex: 'roleType',
            render: (code: string) => <CodeTag table={roleType} code={code} />,
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
            render: (createTime: string) => <DisplayTime value={createTime} />,
          },
          {
            title: t('organization:actionsColumn'),
            key: 'actions',
            render: (_: unknown, role: RoleRow) => (
              <Space size={0}>
                <CallButton
                  call={roleEditCall}
                  type="link"
                  size="small"
                  disabled={role.builtIn}
                  onClick={() => setEditor({ open: true, roleId: role.roleId })}
                >
                  {t('organization:edit')}
                </CallButton>
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
