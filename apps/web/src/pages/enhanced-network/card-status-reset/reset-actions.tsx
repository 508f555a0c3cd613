import { App, Button, Form, Input, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  maximumSessionResetBatch,
  sessionResetBatchCall,
  sessionResetCall,
  sessionResetFileAccept,
} from '@simdesk/contract/modules/enhanced-network';
import { refreshChangedAnswers } from '../../../api/call-changes';
import { uploadCallFile } from '../../../api/upload-call-file';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallAllowed } from '../../../components/permission/call-allowed';

/** Resets one card's data session, named by any of its numbers. */
export function SingleResetForm() {
  const { t } = useTranslation('cardDiagnosis');
  const [form] = Form.useForm<{ cardNumber: string }>();
  const mutation = useCallMutation(sessionResetCall, {
    successText: (order) => t('reset.sent', { orderId: order.id }),
  });
  if (!useCallAllowed(sessionResetCall)) return null;
  return (
    <Form
      form={form}
      layout="inline"
      className="single-reset-form"
      onFinish={(values) =>
        mutation.mutate({ cardNumber: values.cardNumber.trim() }, { onSuccess: () => form.resetFields() })
      }
    >
      <Form.Item
        name="cardNumber"
        label={t('reset.single')}
        rules={[{ required: true, whitespace: true, message: t('diagnose.required') }]}
      >
        <Input
          aria-label={t('reset.cardNumber')}
          placeholder={t('reset.placeholder')}
          style={{ width: 260 }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isSending}>
          {t('reset.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** Sends a file of cards to reset as a task; the task centre keeps its per-card report. */
export function BatchResetButton() {
  const { t } = useTranslation('cardDiagnosis');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  if (!useCallAllowed(sessionResetBatchCall)) return null;
  const send = async (file: File) => {
    const started = await uploadCallFile(sessionResetBatchCall, {}, file);
    void message.success(t('reset.batchStarted', { taskId: started.taskId, count: started.cardCount }));
    if (started.unmatchedNumbers.length > 0) {
      void message.warning(t('reset.unmatched', { count: started.unmatchedNumbers.length }));
    }
    await refreshChangedAnswers(queryClient, sessionResetBatchCall);
  };
  return (
    <Space>
      <Upload
        accept={sessionResetFileAccept}
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file).catch(() => undefined);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>{t('reset.batch')}</Button>
      </Upload>
      <span className="batch-reset-help">{t('reset.batchHelp', { count: maximumSessionResetBatch })}</span>
    </Space>
  );
}
