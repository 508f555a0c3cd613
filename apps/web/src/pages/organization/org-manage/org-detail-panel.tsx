import { Button, Card, Descriptions, Popconfirm, Space } from 'antd';
import { DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  organizationAddCall,
  organizationDeleteCall,
  organizationEditCall,
  organizationMigrateOperatorsCall,
  organizationMoveCall,
  type OrganizationTreeRow,
} from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { enabledColumn } from '../../../components/list-page/enabled-state';
import { CallButton } from '../../../components/permission/call-button';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import type { OrgNameDialog } from './org-dialogs';
import { OrgMembersTable, useOrgMembers } from './org-members';

export interface OrgDetailPanelProps {
  org: OrganizationTreeRow;
  parent: OrganizationTreeRow | undefined;
  onNameDialog: (dialog: OrgNameDialog) => void;
  onMove: (org: OrganizationTreeRow) => void;
  onMigrate: (org: OrganizationTreeRow) => void;
  onDeleted: () => void;
}

/** The chosen org: what it is, what may be done to it, and who belongs to it. */
export function OrgDetailPanel({
  org,
  parent,
  onNameDialog,
  onMove,
  onMigrate,
  onDeleted,
}: OrgDetailPanelProps) {
  const { t } = useTranslation();
  const canDelete = useCallAllowed(organizationDeleteCall);
  const members = useOrgMembers(org.id);
  const remove = useCallMutation(organizationDeleteCall, {
    successText: () => t('organization:org.deleted'),
  });
  const isTop = org.parentId === null;
  const deletable = !isTop && org.childList.length === 0 && org.operatorCount === 0;
  const button = { size: 'small' } as const;

  return (
    <Card title={org.name} className="org-detail-panel">
      <Space wrap className="org-detail-actions">
        <CallButton
          {...button}
          call={organizationAddCall}
          icon={<PlusOutlined />}
          onClick={() => onNameDialog({ kind: 'add', parent: org })}
        >
          {t('organization:org.addChild')}
        </CallButton>
        <CallButton
          {...button}
          call={organizationEditCall}
          icon={<EditOutlined />}
          onClick={() => onNameDialog({ kind: 'edit', org })}
        >
          {t('organization:org.rename')}
        </CallButton>
        <CallButton
          {...button}
          call={organizationMoveCall}
          icon={<DragOutlined />}
          disabled={isTop}
          onClick={() => onMove(org)}
        >
          {t('organization:org.moveTo')}
        </CallButton>
        <CallButton
          {...button}
          call={organizationMigrateOperatorsCall}
          icon={<TeamOutlined />}
          disabled={org.operatorCount === 0}
          onClick={() => onMigrate(org)}
        >
          {t('organization:migrate.open')}
        </CallButton>
        {canDelete && (
          <Popconfirm
            title={t('organization:org.deleteConfirm', { name: org.name })}
            description={t('organization:org.deleteHelp')}
            onConfirm={() => remove.mutateAsync({ id: org.id }).then(onDeleted)}
            disabled={!deletable}
          >
            <Button {...button} danger icon={<DeleteOutlined />} disabled={!deletable}>
              {t('organization:delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <Descriptions size="small" column={3} className="org-detail-facts">
        <Descriptions.Item label={t('organization:org.fields.parent')}>
          {parent?.name ?? t('organization:org.top')}
        </Descriptions.Item>
        <Descriptions.Item label={t('organization:org.fields.orderNum')}>{org.orderNum}</Descriptions.Item>
        <Descriptions.Item label={t('organization:org.fields.children')}>
          {org.childList.length}
        </Descriptions.Item>
      </Descriptions>
      <OrgMembersTable
        members={members}
        locale={{ emptyText: t('organization:operators.empty') }}
        title={() => t('organization:operators.title', { count: members.data?.total ?? org.operatorCount })}
        moreColumns={[
          enabledColumn(t('organization:operators.status'), (state) => t(`organization:operators.${state}`)),
        ]}
      />
    </Card>
  );
}
