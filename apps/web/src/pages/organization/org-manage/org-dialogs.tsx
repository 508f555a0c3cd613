import { useEffect } from 'react';
import { App, Form, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  organizationAddCall,
  organizationEditCall,
  organizationMoveCall,
  organizationOperatorListCall,
  organizationTreeCall,
  type OrganizationTreeRow,
} from '@simdesk/contract';
import { callApi } from '../../../api/call-api';
import { moveTargets } from './org-tree-model';

/** After a change: the tree and the operator lists read again. */
export function useRefreshOrganizations() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: [organizationTreeCall.path] });
    await queryClient.invalidateQueries({ queryKey: [organizationOperatorListCall.path] });
  };
}

export type OrgNameDialog =
  { kind: 'add'; parent: OrganizationTreeRow } | { kind: 'edit'; org: OrganizationTreeRow };

interface OrgNameValues {
  name: string;
  orderNum?: number | null;
}

/** Adds a child org, or renames and reorders one. */
export function OrgNameModal({
  dialog,
  onClose,
}: {
  dialog: OrgNameDialog | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshOrganizations();
  const [form] = Form.useForm<OrgNameValues>();
  useEffect(() => {
    if (dialog?.kind === 'edit')
      form.setFieldsValue({ name: dialog.org.name, orderNum: dialog.org.orderNum });
    else form.resetFields();
  }, [dialog, form]);
  const save = useMutation({
    mutationFn: async (values: OrgNameValues) => {
      const orderNum = values.orderNum ?? undefined;
      if (dialog?.kind === 'add') {
        await callApi(organizationAddCall, {
          parentId: dialog.parent.id,
          name: values.name.trim(),
          orderNum,
        });
      } else if (dialog?.kind === 'edit') {
        await callApi(organizationEditCall, { id: dialog.org.id, name: values.name.trim(), orderNum });
      }
    },
    onSuccess: async () => {
      void message.success(t('organization:org.saved'));
      await refresh();
      onClose();
    },
  });
  const title =
    dialog?.kind === 'add'
      ? t('organization:org.addTitle', { parent: dialog.parent.name })
      : t('organization:org.editTitle');
  return (
    <Modal
      open={dialog !== undefined}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('organization:save')}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<OrgNameValues>
        name="orgName"
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="name"
          label={t('organization:org.fields.name')}
          rules={[{ required: true, whitespace: true, max: 64 }]}
        >
          <Input maxLength={64} autoFocus />
        </Form.Item>
        <Form.Item
          name="orderNum"
          label={t('organization:org.fields.orderNum')}
          extra={t('organization:org.orderHelp')}
        >
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Moves an org, with everything below it, under another parent. */
export function OrgMoveModal({
  tree,
  org,
  onClose,
}: {
  tree: readonly OrganizationTreeRow[];
  org: OrganizationTreeRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshOrganizations();
  const [form] = Form.useForm<{ parentId: number }>();
  useEffect(() => form.resetFields(), [org, form]);
  const move = useMutation({
    mutationFn: (parentId: number) => callApi(organizationMoveCall, { id: org?.id ?? 0, parentId }),
    onSuccess: async () => {
      void message.success(t('organization:org.moved'));
      await refresh();
      onClose();
    },
  });
  return (
    <Modal
      open={org !== undefined}
      title={t('organization:org.moveTitle', { name: org?.name ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('organization:org.move')}
      confirmLoading={move.isPending}
      forceRender
    >
      <Form<{ parentId: number }>
        name="orgMove"
        form={form}
        layout="vertical"
        onFinish={(values) => move.mutate(values.parentId)}
      >
        <Form.Item
          name="parentId"
          label={t('organization:org.fields.newParent')}
          rules={[{ required: true }]}
        >
          <TreeSelect
            treeData={org ? moveTargets(tree, org) : []}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
