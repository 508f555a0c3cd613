import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  organizationAddCall,
  organizationEditCall,
  organizationMoveCall,
  type OrganizationTreeRow,
} from '@simdesk/contract';
import { CallField } from '../../../components/forms/call-field';
import { OrderNumberField } from '../../../components/forms/order-number-field';
import type { TargetDialogProps } from '../../../components/form-dialog/dialog-target';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { moveTargets } from './org-tree-model';

export type OrgNameDialog =
  { kind: 'add'; parent: OrganizationTreeRow } | { kind: 'edit'; org: OrganizationTreeRow };

interface OrgNameValues {
  name: string;
  orderNum?: number | null;
}

/** Adds a child org, or renames and reorders one. */
export function OrgNameModal({ target, onClose }: TargetDialogProps<OrgNameDialog>) {
  const { t } = useTranslation();
  const title =
    target?.kind === 'add'
      ? t('organization:org.addTitle', { parent: target.parent.name })
      : t('organization:org.editTitle');
  return (
    <FormDialog<typeof organizationAddCall | typeof organizationEditCall, OrgNameValues, never>
      open={target !== undefined}
      name="orgName"
      title={title}
      okText={t('organization:save')}
      // Both modes ask for a name: the form follows the add call's rules.
      call={target?.kind === 'edit' ? organizationEditCall : organizationAddCall}
      rulesCall={organizationAddCall}
      initialValues={target?.kind === 'edit' ? { name: target.org.name, orderNum: target.org.orderNum } : {}}
      toObj={(values) => {
        const fields = { name: values.name.trim(), orderNum: values.orderNum ?? undefined };
        return target?.kind === 'edit'
          ? { id: target.org.id, ...fields }
          : { parentId: target?.parent.id ?? 0, ...fields };
      }}
      successText={() => t('organization:org.saved')}
      onClose={onClose}
    >
      <CallField name="name" label={t('organization:org.fields.name')} />
      <OrderNumberField
        label={t('organization:org.fields.orderNum')}
        extra={t('organization:org.orderHelp')}
      />
    </FormDialog>
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
  return (
    <FormDialog<typeof organizationMoveCall, { parentId: number }, never>
      open={org !== undefined}
      name="orgMove"
      title={t('organization:org.moveTitle', { name: org?.name ?? '' })}
      okText={t('organization:org.move')}
      call={organizationMoveCall}
      toObj={(values) => ({ id: org?.id ?? 0, parentId: values.parentId })}
      successText={() => t('organization:org.moved')}
      onClose={onClose}
    >
      <CallField name="parentId" label={t('organization:org.fields.newParent')}>
        <TreeSelect
          treeData={org ? moveTargets(tree, org) : []}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
        />
      </CallField>
    </FormDialog>
  );
}
