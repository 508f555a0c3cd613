import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  complaintAssignCall,
  complaintAssigneesCall,
  complaintCommentCall,
  complaintMoveCall,
} from '@simdesk/contract/modules/enhanced-network';
import { useCallQuery } from '../../../api/use-call-query';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import type { WorkflowAction } from './workflow-actions';

/** What the operator is doing to a complaint: assigning it, moving it along, or commenting. */
export type ComplaintWork = { kind: 'assign' } | { kind: 'comment' } | { kind: 'move'; move: WorkflowAction };

export interface ComplaintWorkDialogProps {
  complaintId: number;
  work: ComplaintWork | undefined;
  onClose: () => void;
}

interface WorkValues {
  assigneeId?: number;
  comment?: string;
}

function CommentField({ required }: { required?: boolean }) {
  const { t } = useTranslation('enhancedNetwork');
  return (
    <CallField name="comment" label={t('complaint.fields.comment')} required={required}>
      <Input.TextArea rows={3} showCount />
    </CallField>
  );
}

function AssigneeSelect({ complaintId, ...select }: { complaintId: number; id?: string }) {
  const assignees = useCallQuery(complaintAssigneesCall, { complaintId }).data?.rows ?? [];
  return (
    <Select
      showSearch
      optionFilterProp="label"
      {...select}
      options={assignees.map((row) => ({ value: row.operatorId, label: `${row.name} (${row.account})` }))}
    />
  );
}

/** One dialog for working a complaint: the call and its fields follow what is being done. */
export function ComplaintWorkDialog({ complaintId, work, onClose }: ComplaintWorkDialogProps) {
  const { t } = useTranslation('enhancedNetwork');
  const shared = { open: work !== undefined, onClose, width: 520 };
  if (work?.kind === 'assign') {
    return (
      <FormDialog<typeof complaintAssignCall, WorkValues>
        {...shared}
        name="complaintAssign"
        title={t('complaint.workflow.assignTitle', { id: complaintId })}
        okText={t('complaint.workflow.assign')}
        call={complaintAssignCall}
        toObj={(values) => ({
          complaintId,
          assigneeId: values.assigneeId ?? 0,
          comment: filledOrUndefined(values.comment),
        })}
        successText={() => t('complaint.workflow.assigned')}
      >
        <CallField name="assigneeId" label={t('complaint.fields.assignee')}>
          <AssigneeSelect complaintId={complaintId} />
        </CallField>
        <CommentField />
      </FormDialog>
    );
  }
  if (work?.kind === 'move') {
    const action = t(`complaint.workflow.${work.move.action}`);
    return (
      <FormDialog<typeof complaintMoveCall, WorkValues>
        {...shared}
        name="complaintMove"
        title={t('complaint.workflow.moveTitle', { action, id: complaintId })}
        okText={action}
        call={complaintMoveCall}
        toObj={(values) => ({
          complaintId,
          toStatus: work.move.toStatus,
          comment: filledOrUndefined(values.comment),
        })}
        successText={() => t('complaint.workflow.moved')}
      >
        <CommentField />
      </FormDialog>
    );
  }
  return (
    <FormDialog<typeof complaintCommentCall, WorkValues>
      {...shared}
      name="complaintComment"
      title={t('complaint.workflow.commentTitle', { id: complaintId })}
      okText={t('complaint.workflow.comment')}
      call={complaintCommentCall}
      toObj={(values) => ({ complaintId, comment: values.comment?.trim() ?? '' })}
      successText={() => t('complaint.workflow.commented')}
    >
      <CommentField required />
    </FormDialog>
  );
}
