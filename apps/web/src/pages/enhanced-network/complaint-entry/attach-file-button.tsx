import { App, Button, Upload } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  complaintAttachmentAccept,
  complaintAttachmentMaximumCount,
  complaintAttachmentUploadCall,
} from '@simdesk/contract/modules/enhanced-network';
import { refreshChangedAnswers } from '../../../api/call-changes';
import { uploadCallFile } from '../../../api/upload-call-file';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { attachmentMegabytes, attachmentProblem } from './attachment-checks';

/** Attaches one more file to a complaint already filed; refusals come in the server's words. */
export function AttachFileButton({ complaintId, attached }: { complaintId: number; attached: number }) {
  const { t } = useTranslation('enhancedNetwork');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  if (!useCallAllowed(complaintAttachmentUploadCall)) return null;
  const send = async (file: File) => {
    const problem = attachmentProblem(file, attached);
    const limits = {
      megabytes: attachmentMegabytes,
      count: complaintAttachmentMaximumCount,
      file: file.name,
    };
    if (problem) return void message.error(t(`complaint.${problem}`, limits));
    await uploadCallFile(complaintAttachmentUploadCall, { complaintId }, file);
    void message.success(t('complaint.detail.attached'));
    await refreshChangedAnswers(queryClient, complaintAttachmentUploadCall);
  };
  return (
    <Upload
      accept={complaintAttachmentAccept}
      showUploadList={false}
      beforeUpload={(file) => {
        void send(file).catch(() => undefined);
        return false;
      }}
    >
      <Button size="small" icon={<PaperClipOutlined />}>
        {t('complaint.detail.attach')}
      </Button>
    </Upload>
  );
}
