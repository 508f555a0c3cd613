import { useState } from 'react';
import { App, Button, Form, Modal, Space, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localeCodes, uploadAccept, type CallDefinition, type CardImportFormat } from '@simdesk/contract';
import { refreshChangedAnswers } from '../../../api/call-changes';
import { downloadFile } from '../../../api/download-file';
import { CallButton } from '../../../components/permission/call-button';
import { importFileProblem, importMegabytes, uploadImportFile } from './upload-import-file';

const isLocaleCode = (language: string): language is (typeof localeCodes)[number] =>
  (localeCodes as readonly string[]).includes(language);

/** Downloads an import's template in the operator's language. */
function useTemplateDownload(templateCall: CallDefinition) {
  const { i18n } = useTranslation();
  return (format: CardImportFormat) =>
    void downloadFile({
      path: templateCall.path,
      method: 'POST',
      body: { obj: { format, ...(isLocaleCode(i18n.language) ? { locale: i18n.language } : {}) } },
    }).catch(() => undefined);
}

/** The locale sections of the imports drawn with this dialog. */
export type RowImportTextsKey = 'security:import' | 'vehicles:import';

/** The calls of an import by file, and the locale section of its texts (title, start, started, templates…). */
export interface RowImportCalls {
  importCall: CallDefinition;
  templateCall: CallDefinition;
  /** The import's texts: keys title, start, started, templates, templateCsv, templateXlsx and pickFile. */
  textsKey: RowImportTextsKey;
}

/** A link that downloads the import's Excel template; not shown to an operator who may not import. */
export function TemplateDownloadLink({
  templateCall,
  children,
}: {
  templateCall: CallDefinition;
  children: string;
}) {
  const download = useTemplateDownload(templateCall);
  return (
    <CallButton call={templateCall} type="link" icon={<DownloadOutlined />} onClick={() => download('xlsx')}>
      {children}
    </CallButton>
  );
}

/** The templates and the file of an import; the import itself runs as a task in the task centre. */
export function RowImportDialog({
  open,
  onClose,
  importCall,
  templateCall,
  textsKey,
}: RowImportCalls & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const template = useTemplateDownload(templateCall);
  const [file, setFile] = useState<File>();
  const close = () => {
    setFile(undefined);
    onClose();
  };
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadImportFile(importCall, {}, chosen),
    onSuccess: async () => {
      void message.success(t(`${textsKey}.started`));
      await refreshChangedAnswers(queryClient, importCall);
      close();
    },
  });
  return (
    <Modal
      open={open}
      title={t(`${textsKey}.title`)}
      okText={t(`${textsKey}.start`)}
      okButtonProps={{ loading: upload.isPending, disabled: !file }}
      onOk={() => file && upload.mutate(file)}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t(`${textsKey}.templates`)}>
          <Space>
            <Button icon={<DownloadOutlined />} onClick={() => template('csv')}>
              {t(`${textsKey}.templateCsv`)}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => template('xlsx')}>
              {t(`${textsKey}.templateXlsx`)}
            </Button>
          </Space>
        </Form.Item>
        <Form.Item label={t(`${textsKey}.pickFile`)} required>
          <Upload
            accept={uploadAccept}
            maxCount={1}
            fileList={file ? [{ uid: 'import-file', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              const problem = importFileProblem(chosen);
              if (problem) void message.error(t(`cardFiles:${problem}`, { megabytes: importMegabytes }));
              else setFile(chosen);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <Button icon={<UploadOutlined />}>{t(`${textsKey}.pickFile`)}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
