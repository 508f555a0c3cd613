import { useMemo, useState } from 'react';
import { App, Badge, Button, Card, Empty, Spin, Tree, type TreeDataNode } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { organizationMoveCall, organizationTreeCall, type OrganizationTreeRow } from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { CompanyPicker, useCanPickCompany } from '../../../features/company/company-picker';
import { MigrateOperatorsModal } from './migrate-operators-modal';
import { OrgDetailPanel } from './org-detail-panel';
import { OrgMoveModal, OrgNameModal, type OrgNameDialog } from './org-dialogs';
import { dropTarget, findOrg } from './org-tree-model';
import './org-manage-page.css';

function toTreeData(rows: readonly OrganizationTreeRow[]): TreeDataNode[] {
  return rows.map((row) => ({
    key: row.id,
    title: (
      <span className="org-tree-title">
        <span>{row.name}</span>
        <Badge count={row.operatorCount} showZero color="#bfbfbf" size="small" overflowCount={9999} />
      </span>
    ),
    children: toTreeData(row.childList),
  }));
}

/** /sys/orgManage: the org tree of the caller's subtree; pick an org to change it or move its operators. */
export function OrgManagePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const canEdit = useCallAllowed(organizationMoveCall);
  const move = useCallMutation(organizationMoveCall, { successText: () => t('organization:org.moved') });
  const canPickCompany = useCanPickCompany();
  const [companyId, setCompanyId] = useState<number>();
  const tree = useCallQuery(organizationTreeCall, { companyId });
  const rows = useMemo(() => tree.data?.rows ?? [], [tree.data]);
  const [chosenId, setChosenId] = useState<number>();
  const [nameDialog, setNameDialog] = useState<OrgNameDialog>();
  const [moving, setMoving] = useState<OrganizationTreeRow>();
  const [migrating, setMigrating] = useState<OrganizationTreeRow>();
  const chosen = (chosenId === undefined ? undefined : findOrg(rows, chosenId)) ?? rows[0];
  const parent =
    chosen?.parentId === null || chosen === undefined ? undefined : findOrg(rows, chosen.parentId);

  const confirmDrop = (draggedId: number, targetId: number) => {
    const parentId = dropTarget(rows, draggedId, targetId);
    const dragged = findOrg(rows, draggedId);
    const target = findOrg(rows, targetId);
    if (parentId === undefined || !dragged || !target) return;
    modal.confirm({
      title: t('organization:org.dropConfirm', { name: dragged.name, parent: target.name }),
      okText: t('organization:org.move'),
      onOk: () => move.mutateAsync({ id: draggedId, parentId }),
    });
  };

  return (
    <div className="org-manage-page">
      <Card
        title={t('organization:org.treeTitle')}
        className="org-tree-card"
        extra={
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('organization:refresh')}
            loading={tree.isFetching}
            onClick={() => void tree.refetch()}
          />
        }
      >
        {canPickCompany && (
          <div className="org-company-picker">
            <CompanyPicker
              value={companyId}
              onChange={(next) => {
                setCompanyId(next);
                setChosenId(undefined);
              }}
            />
          </div>
        )}
        {tree.isLoading ? (
          <Spin />
        ) : rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organization:org.empty')} />
        ) : (
          <>
            {canEdit && <p className="org-tree-hint">{t('organization:org.dragHint')}</p>}
            <Tree
              showLine
              blockNode
              defaultExpandAll
              treeData={toTreeData(rows)}
              selectedKeys={chosen ? [chosen.id] : []}
              onSelect={(keys) => keys[0] !== undefined && setChosenId(Number(keys[0]))}
              draggable={canEdit ? { icon: false } : false}
              allowDrop={({ dropPosition }) => dropPosition === 0}
              onDrop={(info) => {
                if (!info.dropToGap) confirmDrop(Number(info.dragNode.key), Number(info.node.key));
              }}
            />
          </>
        )}
      </Card>
      {chosen && (
        <OrgDetailPanel
          org={chosen}
          parent={parent}
          onNameDialog={setNameDialog}
          onMove={setMoving}
          onMigrate={setMigrating}
          onDeleted={() => setChosenId(chosen.parentId ?? undefined)}
        />
      )}
      <OrgNameModal target={nameDialog} onClose={() => setNameDialog(undefined)} />
      <OrgMoveModal tree={rows} org={moving} onClose={() => setMoving(undefined)} />
      <MigrateOperatorsModal tree={rows} from={migrating} onClose={() => setMigrating(undefined)} />
    </div>
  );
}
