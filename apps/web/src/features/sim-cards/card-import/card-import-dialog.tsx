import { useState } from 'react';
import { App, Button, Form, Modal, Result, Space, Upload } from 'antd';
import { DeleteOutlined, DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  carrier,
  carrierAccountCardImportCall,
  localeCodes,
  carrierAccountCardTemplateDownloadCall,
  simCardFilterOptionsCall,
  simCardImportCall,
  simCardTemplateDownloadCall,
  uploadAccept,
  type CardImportFormat,
  type CardTaskStartedRow,
  type CarrierAccountRow,
} from '@simdesk/contract';
import { refreshChangedAnswers } from '../../../api/call-changes';
import { downloadFile } from '../../../api/download-file';
import { useCallQuery } from '../../../api/use-call-query';
import { CodeSelect } from '../../../components/codes/code-select';
import { OrgTreeSelect } from '../../../components/forms/org-tree-select';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { importFileProblem, importMegabytes, uploadImportFile } from './upload-import-file';
import { FileName } from '../../../components/file-name';
import './card-import-dialog.css';

export interface CardImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opened from a carrier account: its cards; else from the SIM card list, naming the carrier here. */
  account?: CarrierAccountRow;
}

const isLocaleCode = (language: string): language is (typeof localeCodes)[number] =>
  (localeCodes as readonly string[]).includes(language);

interface ImportFormValues {
  carrier?: number;
  orgId?: number;
}

/** Templates, the file, the carrier and the org; the import itself runs as a task in the task centre. */
export function CardImportDialog({ open, onClose, account }: CardImportDialogProps) {
  const { t, i18n } = useTranslation(['cardFiles', 'codes']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ImportFormValues>();
  const [file, setFile] = useState<File>();
  const [started, setStarted] = useState<CardTaskStartedRow>();
  const canListOrgs = useCallAllowed(simCardFilterOptionsCall);
  const orgs = useCallQuery(
    simCardFilterOptionsCall,
    {},
    { enabled: open && canListOrgs, staleTime: 60_000 },
  );

  const upload = useMutation({
    mutationFn: async (values: ImportFormValues) => {
      if (!file) throw new Error('no file');
      const orgId = values.orgId === undefined ? {} : { orgId: values.orgId };
      return account
        ? uploadImportFile(carrierAccountCardImportCall, { id: account.id, ...orgId }, file)
        : uploadImportFile(simCardImportCall, { carrier: values.carrier ?? 1, ...orgId }, file);
    },
    onSuccess: async (row) => {
      setStarted(row);
      await refreshChangedAnswers(queryClient, account ? carrierAccountCardImportCall : simCardImportCall);
    },
  });

  const close = () => {
    setFile(undefined);
    setStarted(undefined);
    form.resetFields();
    onClose();
  };

  const template = (format: CardImportFormat) =>
    void downloadFile({
      path: (account ? carrierAccountCardTemplateDownloadCall : simCardTemplateDownloadCall).path,
      method: 'POST',
      body: { obj: { format, ...(isLocaleCode(i18n.language) ? { locale: i18n.language } : {}) } },
    }).catch(() => undefined);

  if (started) {
    return (
      <Modal
        open={open}
        title={t('import.title')}
        onCancel={close}
        footer={<Button onClick={close}>{t('import.close')}</Button>}
      >
        <Result
          status="success"
          title={t('import.started', { taskId: started.taskId })}
          subTitle={t('import.startedHint')}
        />
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title={account ? `${t('import.title')} · ${account.name}` : t('import.title')}
      okText={t('import.submit')}
      okButtonProps={{ loading: upload.isPending, disabled: !file }}
      onOk={() => void form.validateFields().then((values) => upload.mutate(values))}
      onCancel={close}
      destroyOnHidden
    >
      <Form<ImportFormValues>
        form={form}
        layout="vertical"
        initialValues={{ carrier: account?.carrier ?? 1 }}
      >
        <Form.Item label={t('import.templates')}>
          <Space>
            <Button icon={<DownloadOutlined />} onClick={() => template('csv')}>
              {t('import.templateCsv')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => template('xlsx')}>
              {t('import.templateXlsx')}
            </Button>
          </Space>
        </Form.Item>
        <Form.Item
          label={t('import.file')}
          extra={t('import.fileHint', { megabytes: importMegabytes })}
          required
        >
          <Upload
            accept={uploadAccept}
            maxCount={1}
            fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              const problem = importFileProblem(chosen);
              if (problem) void message.error(t(problem, { megabytes: importMegabytes }));
              else setFile(chosen);
              return false;
            }}
            onRemove={() => setFile(undefined)}
            itemRender={(_, item, __, actions) => (
              <div className="card-import-file">
                <PaperClipOutlined aria-hidden />
                <FileName name={item.name} />
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('import.removeFile')}
                  onClick={actions.remove}
                />
              </div>
            )}
          >
            <Button icon={<UploadOutlined />}>{t('import.pickFile')}</Button>
          </Upload>
        </Form.Item>
        {!account && (
          <Form.Item
            name="carrier"
            label={t('import.carrier')}
            rules={[{ required: true, message: t('import.chooseCarrier') }]}
          >
            <CodeSelect table={carrier} />
          </Form.Item>
        )}
        {canListOrgs && (
          <Form.Item name="orgId" label={t('import.org')} extra={t('import.orgHelp')}>
            <OrgTreeSelect orgs={orgs.data?.rows[0]?.orgs} allowClear />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
