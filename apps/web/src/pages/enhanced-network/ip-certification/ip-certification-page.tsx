import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { destinationListStatus } from '@simdesk/contract';
import {
  destinationListAddCall,
  destinationListCall,
  destinationListDeleteCall,
  destinationListEditCall,
  remoteControlPageSizes,
  type DestinationListRow,
} from '@simdesk/contract/modules/enhanced-network';
import { CodeTag } from '../../../components/codes/code-tag';
import { formatDisplayTime } from '../../../components/display-time';
import { useDialogTarget, type EditTarget } from '../../../components/form-dialog/dialog-target';
import { AddButton } from '../../../components/list-page/add-button';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { CodeFilter } from '../../../components/list-page/list-filters';
import { DeleteLinkButton } from '../../../components/list-page/row-buttons';
import { CallButton } from '../../../components/permission/call-button';
import { DestinationFormDialog } from './destination-form-dialog';
import { ReviewButtons } from './review-buttons';
import { WorkOrderCell } from './work-order-cell';

const secondary = { display: 'block', fontSize: 12 } as const;

/** Review (pending), or edit and delete (not approved), as the role allows. */
function ListRowActions({
  list,
  onEdit,
}: {
  list: DestinationListRow;
  onEdit: (list: DestinationListRow) => void;
}) {
  const { t } = useTranslation('enhancedNetwork');
  if (list.status === destinationListStatus.byName.approved) return null;
  return (
    <Space size={4} wrap>
      {list.status === destinationListStatus.byName.pending && <ReviewButtons list={list} />}
      <CallButton type="link" size="small" call={destinationListEditCall} onClick={() => onEdit(list)}>
        {t('ipCertification.edit')}
      </CallButton>
      <DeleteLinkButton
        call={destinationListDeleteCall}
        obj={{ listId: list.id }}
        name={list.name}
        namespace="enhancedNetwork"
        keyPrefix="ipCertification"
      />
    </Space>
  );
}

function listColumns(t: TFunction<'enhancedNetwork'>, onEdit: (list: DestinationListRow) => void) {
  return [
    {
      key: 'name',
      title: t('ipCertification.fields.name'),
      render: (_: unknown, row: DestinationListRow) => (
        <>
          <div>{row.name}</div>
          {row.note && (
            <Typography.Text type="secondary" style={secondary}>
              {row.note}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'destinations',
      title: t('ipCertification.fields.destinations'),
      width: 320,
      render: (_: unknown, row: DestinationListRow) => (
        <Space size={[4, 4]} wrap>
          {row.destinations.map((destination) => (
            <Tag key={`${destination.type} ${destination.value}`}>{destination.value}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('ipCertification.fields.status'),
      render: (_: unknown, row: DestinationListRow) => (
        <>
          <CodeTag table={destinationListStatus} code={row.status} />
          {row.reviewedBy && row.reviewedAt && (
            <Typography.Text type="secondary" style={secondary}>
              {row.reviewedBy} · {formatDisplayTime(row.reviewedAt)}
            </Typography.Text>
          )}
          {row.rejectionReason && (
            <Typography.Text type="danger" style={secondary}>
              {row.rejectionReason}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'workOrders',
      title: t('ipCertification.fields.workOrders'),
      render: (_: unknown, row: DestinationListRow) => <WorkOrderCell list={row} />,
    },
    {
      key: 'submitted',
      title: t('ipCertification.fields.submittedBy'),
      render: (_: unknown, row: DestinationListRow) => (
        <>
          <div>{row.submittedBy}</div>
          <Typography.Text type="secondary" style={secondary}>
            {formatDisplayTime(row.submittedAt)}
          </Typography.Text>
        </>
      ),
    },
    { key: 'company', title: t('ipCertification.fields.company'), dataIndex: 'companyName' },
    {
      key: 'operations',
      title: t('ipCertification.fields.operations'),
      render: (_: unknown, row: DestinationListRow) => <ListRowActions list={row} onEdit={onEdit} />,
    },
  ];
}

/**
 * /vehicleCard/enhancedNetwork/IPCertification: the company's destination lists (IP ranges and domains its
 * cards may reach), their review, and the carrier's PCC white-list work orders that apply them.
 */
export function IpCertificationPage() {
  const { t } = useTranslation('enhancedNetwork');
  const dialog = useDialogTarget<EditTarget<DestinationListRow>>();
  return (
    <>
      <CallListPage<typeof destinationListCall, { status: DestinationListRow['status'] }, DestinationListRow>
        call={destinationListCall}
        toObj={(values) => ({ status: values.status })}
        paging={{ kind: 'keyset', rowsOf: (answer) => answer.lists, pageSizes: remoteControlPageSizes }}
        rowKey={(row) => row.id}
        columns={listColumns(t, (row) => dialog.open({ kind: 'edit', row }))}
        emptyText={t('ipCertification.empty')}
        filters={
          <CodeFilter
            name="status"
            label={t('ipCertification.fields.status')}
            table={destinationListStatus}
            style={{ width: 180 }}
          />
        }
        toolbar={
          <AddButton call={destinationListAddCall} onClick={() => dialog.open({ kind: 'add' })}>
            {t('ipCertification.add')}
          </AddButton>
        }
      />
      <DestinationFormDialog target={dialog.target} onClose={dialog.close} />
    </>
  );
}
