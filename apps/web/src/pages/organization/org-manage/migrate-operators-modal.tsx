import { useEffect, useState } from 'react';
import { App, Form, Modal, Radio, Table, TreeSelect } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  organizationMigrateOperatorsCall,
  organizationOperatorListCall,
  type OrganizationTreeRow,
} from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { useCallQuery } from '../../../api/use-call-query';
import { useRefreshOrganizations } from './org-dialogs';
import { orgChoices } from './org-tree-model';

interface MigrateValues {
  toOrgId: number;
  scope: 'all' | 'chosen';
}

/** Moves operators out of one org into another: all of them, or the ones ticked. */
export function MigrateOperatorsModal({
  tree,
  from,
  onClose,
}: {
  tree: readonly OrganizationTreeRow[];
  from: OrganizationTreeRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshOrganizations();
  const [form] = Form.useForm<MigrateValues>();
  const [chosen, setChosen] = useState<number[]>([]);
  const scope = Form.useWatch('scope', form);
  const members = useCallQuery(
    organizationOperatorListCall,
    { orgId: from?.id ?? 0 },
    { enabled: from !== undefined, page: { pageIndex: 1, pageSize: 100 } },
  );
  useEffect(() => {
    form.setFieldsValue({ scope: 'all', toOrgId: undefined });
    setChosen([]);
  }, [from, form]);

  const migrate = useMutation({
    mutationFn: (values: MigrateValues) =>
      callApiForRow(organizationMigrateOperatorsCall, {
        fromOrgId: from?.id ?? 0,
        toOrgId: values.toOrgId,
        operatorIds: values.scope === 'chosen' ? chosen : undefined,
      }),
    onSuccess: async (row) => {
      void message.success(t('organization:migrate.done', { count: row.movedCount }));
      await refresh();
      onClose();
    },
  });

  return (
    <Modal
      open={from !== undefined}
      title={t('organization:migrate.title', { name: from?.name ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('organization:migrate.submit')}
      okButtonProps={{ disabled: scope === 'chosen' && chosen.length === 0 }}
      confirmLoading={migrate.isPending}
      width={640}
      forceRender
    >
      <Form<MigrateValues>
        name="migrateOperators"
        form={form}
        layout="vertical"
        onFinish={(values) => migrate.mutate(values)}
      >
        <Form.Item name="toOrgId" label={t('organization:migrate.target')} rules={[{ required: true }]}>
          <TreeSelect
            treeData={orgChoices(tree, new Set(from ? [from.id] : []))}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item name="scope" label={t('organization:migrate.scope')}>
          <Radio.Group
            options={[
              { value: 'all', label: t('organization:migrate.all', { count: members.data?.total ?? 0 }) },
              { value: 'chosen', label: t('organization:migrate.chosen') },
            ]}
          />
        </Form.Item>
      </Form>
      {scope === 'chosen' && (
        <Table
          size="small"
          rowKey="operatorId"
          loading={members.isLoading}
          dataSource={members.data?.rows ?? []}
          pagination={false}
          scroll={{ y: 280 }}
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }}
          columns={[
            { title: t('organization:operators.account'), dataIndex: 'account' },
            { title: t('organization:operators.name'), dataIndex: 'name' },
            { title: t('organization:operators.role'), dataIndex: 'roleName' },
          ]}
        />
      )}
    </Modal>
  );
}
