import { useState } from 'react';
import { Form, Radio, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { organizationMigrateOperatorsCall, type OrganizationTreeRow } from '@simdesk/contract';
import { CallField } from '../../../components/forms/call-field';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { OrgMembersTable, useOrgMembers } from './org-members';
import { orgChoices } from './org-tree-model';

type MigrateScope = 'all' | 'chosen';

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
  const [scope, setScope] = useState<MigrateScope>('all');
  const [chosen, setChosen] = useState<number[]>([]);
  const members = useOrgMembers(from?.id);
  const close = () => {
    setScope('all');
    setChosen([]);
    onClose();
  };
  return (
    <FormDialog<typeof organizationMigrateOperatorsCall, { toOrgId: number }, never>
      open={from !== undefined}
      name="migrateOperators"
      title={t('organization:migrate.title', { name: from?.name ?? '' })}
      okText={t('organization:migrate.submit')}
      okDisabled={scope === 'chosen' && chosen.length === 0}
      width={640}
      call={organizationMigrateOperatorsCall}
      toObj={(values) => ({
        fromOrgId: from?.id ?? 0,
        toOrgId: values.toOrgId,
        operatorIds: scope === 'chosen' ? chosen : undefined,
      })}
      successText={(row) => t('organization:migrate.done', { count: row.movedCount })}
      onClose={close}
    >
      <CallField name="toOrgId" label={t('organization:migrate.target')}>
        <TreeSelect
          treeData={orgChoices(tree, new Set(from ? [from.id] : []))}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
        />
      </CallField>
      <Form.Item label={t('organization:migrate.scope')}>
        <Radio.Group
          value={scope}
          onChange={(event) => setScope(event.target.value as MigrateScope)}
          options={[
            { value: 'all', label: t('organization:migrate.all', { count: members.data?.total ?? 0 }) },
            { value: 'chosen', label: t('organization:migrate.chosen') },
          ]}
        />
      </Form.Item>
      {scope === 'chosen' && (
        <OrgMembersTable
          members={members}
          scroll={{ y: 280 }}
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }}
        />
      )}
    </FormDialog>
  );
}
