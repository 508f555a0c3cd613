import { Button, Form, Input, Modal, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { status } from '@simdesk/contract';
import { collectionSendCall } from '@simdesk/contract/modules/real-name';
import { isApiError } from '../../../api/api-error';
import { callApiForRow } from '../../../api/call-api';
import { refreshChangedAnswers } from '../../../api/call-changes';
import { CallField, CallFields } from '../../../components/forms/call-field';
import { FormError } from '../../../components/forms/form-error';
import { refusalText } from '../../../components/forms/refusal-text';
import { DialogCallButton, type OpenedByButton } from '../../../components/permission/dialog-call-button';
import { OwnerLink } from './owner-link';

interface SendValues {
  cardNumber: string;
}

// A card not found, not fitted to a vehicle or already registered: said in the dialog, where the operator looks.
const inlineStatuses: readonly string[] = [
  status.badRequest,
  status.forbidden,
  status.notFound,
  status.conflict,
  status.tooManyRequests,
];

function inlineRefusal(error: unknown): string | undefined {
  return isApiError(error) && inlineStatuses.includes(error.status) ? refusalText(error) : undefined;
}

/**
 * Asks for the card, sends the owner a new link and shows it this once, with its QR code: closing the dialog
 * lets go of it, and nothing of it is kept.
 */
function SendLinkDialog({ open, onClose }: OpenedByButton) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SendValues>();
  const send = useMutation({
    mutationFn: (values: SendValues) =>
      callApiForRow(collectionSendCall, { cardNumber: values.cardNumber.trim() }, undefined, {
        silentStatuses: inlineStatuses,
      }),
    // The link's secret stays in no cache once the dialog lets go of it.
    gcTime: 0,
    onSuccess: () => void refreshChangedAnswers(queryClient, collectionSendCall),
  });
  const close = () => {
    send.reset();
    onClose();
  };
  const sent = send.data;
  return (
    <Modal
      open={open}
      title={t('realName:collecting.send.title')}
      destroyOnHidden
      // The link is shown once: a stray click beside the dialog must not throw it away.
      mask={{ closable: false }}
      onCancel={close}
      okText={t('realName:collecting.send.submit')}
      cancelText={t('common:cancel')}
      confirmLoading={send.isPending}
      onOk={() => form.submit()}
      footer={
        sent === undefined ? undefined : (
          <Button type="primary" onClick={close}>
            {t('realName:collecting.send.done')}
          </Button>
        )
      }
    >
      {sent === undefined ? (
        <CallFields call={collectionSendCall}>
          <Form
            form={form}
            name="collectionSend"
            layout="vertical"
            clearOnDestroy
            onFinish={(values) => send.mutate(values)}
          >
            <Typography.Paragraph type="secondary">{t('realName:collecting.send.hint')}</Typography.Paragraph>
            <CallField name="cardNumber" label={t('realName:filters.cardNumber')}>
              <Input
                autoFocus
                className="real-name-identifier"
                placeholder={t('realName:filters.cardNumberPlaceholder')}
              />
            </CallField>
            <FormError message={inlineRefusal(send.error)} />
          </Form>
        </CallFields>
      ) : (
        <OwnerLink sent={sent} />
      )}
    </Modal>
  );
}

/** "Send owner link", for operators granted the collection page's add action. */
export function SendLinkButton() {
  const { t } = useTranslation();
  return (
    <DialogCallButton
      call={collectionSendCall}
      type="primary"
      icon={<SendOutlined />}
      dialog={(opened) => <SendLinkDialog {...opened} />}
    >
      {t('realName:collecting.send.button')}
    </DialogCallButton>
  );
}
