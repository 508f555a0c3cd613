import { Button } from 'antd';
import type { TFunction } from 'i18next';
import { complaintCategory, complaintPriority, complaintStatus } from '@simdesk/contract';
import type { ComplaintRow } from '@simdesk/contract/modules/enhanced-network';
import { CodeTag } from '../../../components/codes/code-tag';
import { formatDisplayTime } from '../../../components/display-time';
import { cardColumn } from '../../../features/enhanced-network/card-column';

/** The complaint list's columns; the number opens the detail drawer (a button, so the keyboard reaches it). */
export function complaintColumns(
  t: TFunction<'enhancedNetwork'>,
  options: { manyCompanies: boolean; onOpen: (complaint: ComplaintRow) => void },
) {
  return [
    {
      key: 'id',
      title: t('complaint.fields.id'),
      render: (_: unknown, row: ComplaintRow) => (
        <Button type="link" size="small" onClick={() => options.onOpen(row)}>
          {row.id}
        </Button>
      ),
    },
    {
      key: 'status',
      title: t('complaint.fields.status'),
      render: (_: unknown, row: ComplaintRow) => <CodeTag table={complaintStatus} code={row.status} />,
    },
    {
      key: 'priority',
      title: t('complaint.fields.priority'),
      render: (_: unknown, row: ComplaintRow) => <CodeTag table={complaintPriority} code={row.priority} />,
    },
    {
      key: 'category',
      title: t('complaint.fields.category'),
      render: (_: unknown, row: ComplaintRow) => <CodeTag table={complaintCategory} code={row.category} />,
    },
    cardColumn<ComplaintRow>(t('complaint.fields.card')),
    {
      key: 'summary',
      title: t('complaint.fields.description'),
      dataIndex: 'summary',
      width: 280,
      ellipsis: true,
    },
    {
      key: 'assignee',
      title: t('complaint.fields.assignee'),
      render: (_: unknown, row: ComplaintRow) => row.assigneeName ?? t('complaint.unassigned'),
    },
    ...(options.manyCompanies
      ? [{ key: 'company', title: t('complaint.fields.company'), dataIndex: 'companyName' }]
      : []),
    { key: 'org', title: t('complaint.fields.org'), dataIndex: 'orgName' },
    { key: 'createdBy', title: t('complaint.fields.createdBy'), dataIndex: 'createdBy' },
    {
      key: 'createdAt',
      title: t('complaint.fields.createdAt'),
      render: (_: unknown, row: ComplaintRow) => formatDisplayTime(row.createdAt),
    },
    {
      key: 'updatedAt',
      title: t('complaint.fields.updatedAt'),
      render: (_: unknown, row: ComplaintRow) => formatDisplayTime(row.updatedAt),
    },
  ];
}
