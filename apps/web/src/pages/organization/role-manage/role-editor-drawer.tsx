import { useEffect, useState } from 'react';
import { App, Button, Drawer, Form, Input, Space, Spin } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  roleAddCall,
  roleAssignableTypesCall,
  roleEditCall,
  roleGetCall,
  rolePageCodeTreeCall,
  roleType,
  type RoleTypeCode,
} from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { refreshChangedAnswers } from '../../../api/call-changes';
import { useCallQuery } from '../../../api/use-call-query';
import { CodeSelect } from '../../../components/codes/code-select';
import { CallField, CallFields } from '../../../components/forms/call-field';
import { PageGrantTree } from './page-grant-tree';
import {
  emptySelection,
  grantsFromSelection,
  selectionFromGrants,
  type GrantSelection,
} from './page-grant-selection';

interface RoleFormValues {
  name: string;
  roleType: RoleTypeCode;
  description?: string;
}

export interface RoleEditorDrawerProps {
  /** The role to change; absent for a new one. */
  roleId?: string;
  /** The company a new role belongs to; absent for the caller's own. */
  companyId?: number;
  open: boolean;
  onClose: () => void;
}

/** Creates or changes a role: name, role type, description and the pages and buttons it grants. */
export function RoleEditorDrawer({ roleId, companyId, open, onClose }: RoleEditorDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RoleFormValues>();
  const [selection, setSelection] = useState<GrantSelection>(emptySelection);
  const tree = useCallQuery(rolePageCodeTreeCall, {}, { enabled: open });
  const types = useCallQuery(roleAssignableTypesCall, {}, { enabled: open });
  const role = useCallQuery(roleGetCall, { roleId: roleId ?? '' }, { enabled: open && roleId !== undefined });
  const treeRows = tree.data?.rows ?? [];
  const loadedRole = roleId === undefined ? undefined : role.data?.rows[0];

  // Each effect fires on what it needs only, so a tree that arrives late never wipes what was typed.
  useEffect(() => {
    if (!open || roleId !== undefined) return;
    form.resetFields();
    setSelection(emptySelection);
  }, [open, roleId, form]);
  useEffect(() => {
    if (!open || !loadedRole) return;
    form.setFieldsValue({
      name: loadedRole.name,
      roleType: loadedRole.roleType as RoleTypeCode,
      description: loadedRole.description ?? undefined,
    });
  }, [open, loadedRole, form]);
  useEffect(() => {
    if (open && loadedRole && tree.data)
      setSelection(selectionFromGrants(tree.data.rows, loadedRole.pageGrants));
  }, [open, loadedRole, tree.data]);

  const save = useMutation({
    mutationFn: async (values: RoleFormValues) => {
      const fields = {
        name: values.name.trim(),
        roleType: values.roleType,
        description: values.description?.trim() || undefined,
        pageGrants: grantsFromSelection(treeRows, selection),
      };
      if (roleId === undefined) await callApiForRow(roleAddCall, { ...fields, companyId });
      else await callApiForRow(roleEditCall, { ...fields, roleId });
    },
    onSuccess: () => {
      void message.success(t(roleId === undefined ? 'organization:role.added' : 'organization:role.saved'));
      // Saved: the drawer closes at once; the role list refreshes behind it, with its own loading state.
      void refreshChangedAnswers(queryClient, roleId === undefined ? roleAddCall : roleEditCall);
      onClose();
    },
  });

  const loading = roleId !== undefined && role.isLoading;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      destroyOnHidden
      size={720}
      title={t(roleId === undefined ? 'organization:role.addTitle' : 'organization:role.editTitle')}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" loading={save.isPending} disabled={loading} onClick={() => form.submit()}>
            {t('organization:save')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        <CallFields call={roleAddCall}>
          <Form<RoleFormValues>
            name="roleEditor"
            form={form}
            layout="vertical"
            onFinish={(values) => save.mutate(values)}
          >
            <CallField name="name" label={t('organization:role.fields.name')} />
            <CallField
              name="roleType"
              label={t('organization:role.fields.roleType')}
              extra={t('organization:role.roleTypeHelp')}
            >
              <CodeSelect
                table={roleType}
                codes={(types.data?.rows ?? []).map((row) => row.roleType)}
                loading={types.isLoading}
              />
            </CallField>
            <CallField name="description" label={t('organization:role.fields.description')}>
              <Input.TextArea rows={2} />
            </CallField>
            <Form.Item label={t('organization:role.fields.pages')} extra={t('organization:role.pagesHelp')}>
              <PageGrantTree
                tree={treeRows}
                loading={tree.isLoading}
                selection={selection}
                onChange={setSelection}
              />
            </Form.Item>
          </Form>
        </CallFields>
      </Spin>
    </Drawer>
  );
}
