import { useState } from 'react';
import { Button, Descriptions, Drawer, Empty, List, Skeleton, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { complaintCategory, complaintPriority, complaintStatus } from '@simdesk/contract';
import {
  complaintAssignCall,
  complaintAttachmentDownloadCall,
  complaintCommentCall,
  complaintDetailCall,
  complaintMoveCall,
  type ComplaintAttachmentRow,
} from '@simdesk/contract/modules/enhanced-network';
import { downloadFile } from '../../../api/download-file';
import { useCallQuery } from '../../../api/use-call-query';
import { CodeTag } from '../../../components/codes/code-tag';
import { formatDisplayTime } from '../../../components/display-time';
import { CallButton } from '../../../components/permission/call-button';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { AttachFileButton } from './attach-file-button';
import { ComplaintTimeline } from './complaint-timeline';
import { ComplaintWorkDialog, type ComplaintWork } from './complaint-work-dialog';
import { workflowActionsOf } from './workflow-actions';

function AttachmentList({ attachments }: { attachments: readonly ComplaintAttachmentRow[] }) {
  const { t } = useTranslation('enhancedNetwork');
  const canDownload = useCallAllowed(complaintAttachmentDownloadCall);
  if (attachments.length === 0)
    return <Typography.Text type="secondary">{t('complaint.detail.noAttachments')}</Typography.Text>;
  const download = (attachment: ComplaintAttachmentRow) =>
    void downloadFile({
      path: complaintAttachmentDownloadCall.path,
      method: 'POST',
      body: { obj: { attachmentId: attachment.id } },
      fallbackFileName: attachment.fileName,
    }).catch(() => undefined);
  return (
    <List
      size="small"
      dataSource={[...attachments]}
      renderItem={(attachment) => (
        <List.Item
          actions={
            canDownload
              ? [
                  <Button
                    key="download"
                    type="link"
                    size="small"
                    icon={<DownloadOutlined />}
                    aria-label={t('complaint.detail.download', { file: attachment.fileName })}
                    onClick={() => download(attachment)}
                  />,
                ]
              : []
          }
        >
          <List.Item.Meta
            title={attachment.fileName}
            description={`${(attachment.sizeBytes / 1024).toFixed(1)} KB · ${attachment.uploadedBy} · ${formatDisplayTime(attachment.uploadedAt)}`}
          />
        </List.Item>
      )}
    />
  );
}

export interface ComplaintDrawerProps {
  complaintId: number | undefined;
  onClose: () => void;
}

/** A complaint's detail: what and about which card, its files, its history, and the buttons that work it. */
export function ComplaintDrawer({ complaintId, onClose }: ComplaintDrawerProps) {
  const { t } = useTranslation('enhancedNetwork');
  const [work, setWork] = useState<ComplaintWork>();
  const detail = useCallQuery(
    complaintDetailCall,
    { complaintId: complaintId ?? 0 },
    { enabled: complaintId !== undefined },
  );
  const row = detail.data?.rows[0];
  const open = complaintId !== undefined;
  const closed = row?.status === complaintStatus.byName.closed;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={560}
      title={t('complaint.detail.title', { id: complaintId ?? '' })}
      destroyOnHidden
      extra={
        row && (
          <Space wrap>
            {workflowActionsOf(row.status).map((move) => (
              <CallButton
                key={move.action}
                call={complaintMoveCall}
                type={move.action === 'reopen' ? 'default' : 'primary'}
                onClick={() => setWork({ kind: 'move', move })}
              >
                {t(`complaint.workflow.${move.action}`)}
              </CallButton>
            ))}
            {!closed && (
              <CallButton call={complaintAssignCall} onClick={() => setWork({ kind: 'assign' })}>
                {t('complaint.workflow.assign')}
              </CallButton>
            )}
            <CallButton call={complaintCommentCall} onClick={() => setWork({ kind: 'comment' })}>
              {t('complaint.workflow.comment')}
            </CallButton>
          </Space>
        )
      }
    >
      {!row ? (
        detail.isError ? (
          <Empty />
        ) : (
          <Skeleton active />
        )
      ) : (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('complaint.fields.status')}>
              <CodeTag table={complaintStatus} code={row.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('complaint.fields.card')}>
              {row.iccid}
              {row.msisdn && <Typography.Text type="secondary"> · {row.msisdn}</Typography.Text>}
            </Descriptions.Item>
            <Descriptions.Item label={t('complaint.fields.category')}>
              <CodeTag table={complaintCategory} code={row.category} />
            </Descriptions.Item>
            <Descriptions.Item label={t('complaint.fields.priority')}>
              <CodeTag table={complaintPriority} code={row.priority} />
            </Descriptions.Item>
            <Descriptions.Item label={t('complaint.fields.description')}>
              <Typography.Paragraph className="complaint-description">{row.description}</Typography.Paragraph>
            </Descriptions.Item>
            {row.contactName !== null && (
              <Descriptions.Item label={t('complaint.fields.contactName')}>
                {row.contactName}
              </Descriptions.Item>
            )}
            {row.contactMobile !== null && (
              <Descriptions.Item label={t('complaint.fields.contactMobile')}>
                {row.contactMobile}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('complaint.fields.assignee')}>
              {row.assigneeName ?? t('complaint.unassigned')}
            </Descriptions.Item>
            <Descriptions.Item label={t('complaint.fields.org')}>
              {[...new Set([row.companyName, row.orgName])].filter(Boolean).join(' / ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('complaint.fields.createdBy')}>
              {row.createdBy} · {formatDisplayTime(row.createdAt)}
            </Descriptions.Item>
          </Descriptions>
          <div className="complaint-section-heading">
            <Typography.Title level={5} className="complaint-section">
              {t('complaint.fields.attachments')}
            </Typography.Title>
            {!closed && <AttachFileButton complaintId={row.id} attached={row.attachments.length} />}
          </div>
          <AttachmentList attachments={row.attachments} />
          <Typography.Title level={5} className="complaint-section">
            {t('complaint.detail.history')}
          </Typography.Title>
          <ComplaintTimeline history={row.history} />
        </>
      )}
      {complaintId !== undefined && (
        <ComplaintWorkDialog complaintId={complaintId} work={work} onClose={() => setWork(undefined)} />
      )}
    </Drawer>
  );
}
