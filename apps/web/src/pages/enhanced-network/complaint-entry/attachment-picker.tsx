import { App, Button, Upload } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  complaintAttachmentAccept,
  complaintAttachmentMaximumCount,
} from '@simdesk/contract/modules/enhanced-network';
import { attachmentMegabytes, attachmentProblem } from './attachment-checks';

export interface AttachmentPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  id?: string;
}

/** Chooses files to attach (kept in the browser until the complaint is filed); refuses the obvious misfits. */
export function AttachmentPicker({ files, onChange, id }: AttachmentPickerProps) {
  const { t } = useTranslation('enhancedNetwork');
  const { message } = App.useApp();
  const limits = { megabytes: attachmentMegabytes, count: complaintAttachmentMaximumCount };
  return (
    <Upload
      accept={complaintAttachmentAccept}
      multiple
      fileList={files.map((file, index) => ({
        uid: `${index}-${file.name}`,
        name: file.name,
        status: 'done',
      }))}
      beforeUpload={(file, batch) => {
        const problem = attachmentProblem(file, files.length + batch.indexOf(file));
        if (problem) void message.error(t(`complaint.${problem}`, { ...limits, file: file.name }));
        else onChange([...files, ...[file]]);
        return false;
      }}
      onRemove={(removed) => {
        onChange(files.filter((file, index) => `${index}-${file.name}` !== removed.uid));
      }}
    >
      <Button id={id} icon={<PaperClipOutlined />}>
        {t('complaint.chooseFiles')}
      </Button>
    </Upload>
  );
}
