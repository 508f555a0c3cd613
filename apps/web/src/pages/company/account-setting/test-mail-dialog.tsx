import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sendTestMailCall, status, type TestMailRow } from '@simdesk/contract';
import { isApiError } from '../../../api/api-error';
import { callApiForRow } from '../../../api/call-api';
import { statusText } from '../../../api/status-text';
import { useSession } from '../../../session/session-store';
import { CallField, CallFields } from '../../../components/forms/call-field';

/** Sends a real test mail through the saved server and says what the server answered, or why it failed. */
export function TestMailDialog({
  open,
  companyObj,
  onClose,
}: {
  open: boolean;
  companyObj: { companyId?: number };
  onClose: () => void;
}) {
  const { t } = useTranslation(['settings', 'common']);
  const { user } = useSession();
  const [form] = Form.useForm<{ to: string }>();
  const [outcome, setOutcome] = useState<{ sent?: TestMailRow; failure?: string }>({});
  const send = useMutation({
    mutationFn: (to: string) =>
      callApiForRow(sendTestMailCall, { ...companyObj, to }, undefined, {
        silentStatuses: [status.badRequest],
      }),
    onMutate: () => setOutcome({}),
    onSuccess: (sent) => setOutcome({ sent }),
    onError: (error) => {
      if (isApiError(error) && error.status === status.badRequest) {
        setOutcome({ failure: statusText(error.status, error.message) });
      }
    },
  });

  return (
    <Modal
      open={open}
      title={t('mail.testTitle')}
      okText={t('mail.testSend')}
      cancelText={t('common:cancel')}
      confirmLoading={send.isPending}
      destroyOnHidden
      onCancel={() => {
        setOutcome({});
        onClose();
      }}
      onOk={() => void form.validateFields().then((values) => send.mutate(values.to.trim()))}
    >
      <CallFields call={sendTestMailCall}>
        <Form form={form} name="testMail" layout="vertical" initialValues={{ to: user?.mail ?? '' }}>
          <CallField
            name="to"
            label={t('mail.testTo')}
            requiredMessage={t('mail.testToRequired')}
            message={t('mail.fromFormat')}
          >
            <Input type="email" autoFocus />
          </CallField>
        </Form>
      </CallFields>
      {outcome.sent && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('mail.testSent', { to: outcome.sent.to })}
          description={t('mail.testAnswer', {
            duration: outcome.sent.durationMs,
            response: outcome.sent.response,
          })}
        />
      )}
      {outcome.failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('mail.testFailed')}
          description={outcome.failure}
        />
      )}
    </Modal>
  );
}
