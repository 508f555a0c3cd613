import { useState } from 'react';
import { App, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  complaintCategory,
  complaintPriority,
  type ComplaintCategoryCode,
  type ComplaintPriorityCode,
} from '@simdesk/contract';
import {
  complaintAddCall,
  complaintAttachmentMaximumCount,
  complaintAttachmentUploadCall,
} from '@simdesk/contract/modules/enhanced-network';
import { refreshChangedAnswers } from '../../../api/call-changes';
import { uploadCallFile } from '../../../api/upload-call-file';
import { CodeSelect } from '../../../components/codes/code-select';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { AttachmentPicker } from './attachment-picker';
import { attachmentMegabytes } from './attachment-checks';

interface ComplaintValues {
  cardNumber: string;
  category: ComplaintCategoryCode;
  priority: ComplaintPriorityCode;
  description: string;
  contactName?: string;
  contactMobile?: string;
}

export interface ComplaintFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new complaint's id, once it is filed and its files sent. */
  onFiled: (complaintId: number) => void;
}

/** Files a complaint about a card, then sends its attachments one by one (each judged by the server). */
export function ComplaintFormDialog({ open, onClose, onFiled }: ComplaintFormDialogProps) {
  const { t } = useTranslation('enhancedNetwork');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const close = () => {
    setFiles([]);
    onClose();
  };
  const sendFiles = async (complaintId: number, chosen: readonly File[]) => {
    for (const file of chosen) {
      await uploadCallFile(complaintAttachmentUploadCall, { complaintId }, file).catch(() =>
        message.warning(t('complaint.attachmentFailed', { file: file.name })),
      );
    }
    if (chosen.length > 0) await refreshChangedAnswers(queryClient, complaintAttachmentUploadCall);
    onFiled(complaintId);
  };
  return (
    <FormDialog<typeof complaintAddCall, ComplaintValues>
      open={open}
      name="complaintForm"
      title={t('complaint.addTitle')}
      okText={t('complaint.submit')}
      width={640}
      maskClosable={false}
      call={complaintAddCall}
      initialValues={{ priority: complaintPriority.byName.normal }}
      toObj={(values) => ({
        cardNumber: values.cardNumber.trim(),
        category: values.category,
        priority: values.priority,
        description: values.description.trim(),
        contactName: filledOrUndefined(values.contactName),
        contactMobile: filledOrUndefined(values.contactMobile),
      })}
      successText={(row) => t('complaint.added', { id: row.id })}
      onSaved={(row) => {
        void sendFiles(row.id, files);
        setFiles([]);
      }}
      onClose={close}
    >
      <CallField
        name="cardNumber"
        label={t('complaint.fields.cardNumber')}
        extra={t('complaint.cardNumberHelp')}
        message={t('complaint.rules.cardNumber')}
      >
        <Input autoComplete="off" />
      </CallField>
      <CallField
        name="category"
        label={t('complaint.fields.category')}
        message={t('complaint.rules.category')}
      >
        <CodeSelect table={complaintCategory} showSearch optionFilterProp="label" />
      </CallField>
      <CallField name="priority" label={t('complaint.fields.priority')}>
        <CodeSelect table={complaintPriority} showSearch optionFilterProp="label" />
      </CallField>
      <CallField
        name="description"
        label={t('complaint.fields.description')}
        message={t('complaint.rules.description')}
      >
        <Input.TextArea rows={4} showCount />
      </CallField>
      <CallField name="contactName" label={t('complaint.fields.contactName')}>
        <Input autoComplete="off" />
      </CallField>
      <CallField
        name="contactMobile"
        label={t('complaint.fields.contactMobile')}
        message={t('complaint.rules.contactMobile')}
      >
        <Input autoComplete="off" inputMode="tel" />
      </CallField>
      <Form.Item
        label={t('complaint.fields.attachments')}
        htmlFor="complaintForm_attachments"
        extra={t('complaint.attachmentsHelp', {
          megabytes: attachmentMegabytes,
          count: complaintAttachmentMaximumCount,
        })}
      >
        <AttachmentPicker id="complaintForm_attachments" files={files} onChange={setFiles} />
      </Form.Item>
    </FormDialog>
  );
}
