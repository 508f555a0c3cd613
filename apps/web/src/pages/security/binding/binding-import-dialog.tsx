import { useState } from 'react';
import { App, Button, Form, Modal, Space, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localeCodes, uploadAccept, type CardImportFormat } from '@simdesk/contract';
import { bindingImportCall, bindingTemplateDownloadCall } from '@simdesk/contract/modules/security';
import { refreshChangedAnswers } from '../../../api/call-changes';
import { downloadFile } from '../../../api/download-file';
import {
  importFileProblem,
  importMegabytes,
  uploadImportFile,
} from '../../../features/sim-cards/card-import/upload-import-file';

const isLocaleCode = (language: string): language is (typeof localeCodes)[number] =>
  (localeCodes as readonly string[]).includes(language);

/** The templates and the file of a batch binding; the binding itself runs as a task in the task centre. */
export function BindingImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const close = () => {
    setFile(undefined);
    onClose();
  };
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadImportFile(bindingImportCall, {}, chosen),
    onSuccess: async () => {
      void message.success(t('security:import.started'));
      await refreshChangedAnswers(queryClient, bindingImportCall);
      close();
    },
  });
  const template = (format: CardImportFormat) =>
    void downloadFile({
      path: bindingTemplateDownloadCall.path,
      method: 'POST',
      body: { obj: { format, ...(isLocaleCode(i18n.language) ? { locale: i18n.language } : {}) } },
    }).catch(() => undefined);
  return (
    <Modal
      open={open}
      title={t('security:import.title')}
      okText={t('security:import.start')}
      okButtonProps={{ loading: upload.isPending, disabled: !file }}
      onOk={() => file && upload.mutate(file)}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('security:import.templates')}>
          <Space>
            <Button icon={<DownloadOutlined />} onClick={() => template('csv')}>
              {t('security:import.templateCsv')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => template('xlsx')}>
              {t('security:import.templateXlsx')}
            </Button>
          </Space>
        </Form.Item>
        <Form.Item label={t('security:import.pickFile')} required>
          <Upload
            accept={uploadAccept}
            maxCount={1}
            fileList={file ? [{ uid: 'bindings', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              const problem = importFileProblem(chosen);
              if (problem) void message.error(t(`cardFiles:${problem}`, { megabytes: importMegabytes }));
              else setFile(chosen);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <Button icon={<UploadOutlined />}>{t('security:import.pickFile')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
