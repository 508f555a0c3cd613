import { Button, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  registrationDetailCall,
  registrationRevealCall,
  type RegistrationRevealRow,
} from '@simdesk/contract/modules/real-name';
import { callApiForRow } from '../../../api/call-api';
import { CallField, CallFields } from '../../../components/forms/call-field';
import { DialogCallButton, type OpenedByButton } from '../../../components/permission/dialog-call-button';

/** The registration whose personal data is shown. */
interface RevealTarget {
  id: number;
  iccid: string;
}

function RevealedData({ revealed, reason }: { revealed: RegistrationRevealRow; reason: string }) {
  const { t } = useTranslation();
  const none = t('common:none');
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('realName:reveal.shownHint', { reason })}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'holderName', label: t('realName:columns.holderName'), children: revealed.holderName },
          {
            key: 'documentNumber',
            label: t('realName:detail.documentNumber'),
            children: <span className="real-name-identifier">{revealed.documentNumber}</span>,
          },
          { key: 'mobile', label: t('realName:detail.mobile'), children: revealed.mobile ?? none },
          { key: 'address', label: t('realName:detail.address'), children: revealed.address ?? none },
        ]}
      />
    </>
  );
}

/**
 * Asks why, then shows the registration's personal data in clear in this dialog only: nothing of it is kept
 * once the dialog closes. The reveal joins the registration's history, which is read again.
 */
function RevealDialog({ open, onClose, registration }: OpenedByButton & { registration: RevealTarget }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const reveal = useMutation({
    mutationFn: (reason: string) => callApiForRow(registrationRevealCall, { id: registration.id, reason }),
    // The clear data stays in no cache once the dialog lets go of it.
    gcTime: 0,
    // The call declares no stale answers: the history that now holds this reveal is read again here.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [registrationDetailCall.path] }),
  });
  const close = () => {
    reveal.reset();
    onClose();
  };
  const shown = reveal.isSuccess ? { revealed: reveal.data, reason: reveal.variables } : undefined;
  return (
    <Modal
      open={open}
      title={t('realName:reveal.title', { iccid: registration.iccid })}
      destroyOnHidden
      onCancel={close}
      okText={t('realName:reveal.show')}
      cancelText={t('common:cancel')}
      confirmLoading={reveal.isPending}
      onOk={() => form.submit()}
      footer={
        shown === undefined ? undefined : (
          <Button type="primary" onClick={close}>
            {t('realName:reveal.close')}
          </Button>
        )
      }
    >
      {shown === undefined ? (
        <CallFields call={registrationRevealCall}>
          <Form
            form={form}
            name="registrationReveal"
            layout="vertical"
            // A reason is given for each reveal, not carried over from the last one.
            clearOnDestroy
            onFinish={(values) => reveal.mutate(values.reason.trim())}
          >
            <Typography.Paragraph type="secondary">{t('realName:reveal.hint')}</Typography.Paragraph>
            <CallField name="reason" label={t('realName:reveal.reason')}>
              <Input.TextArea
                autoFocus
                autoSize={{ minRows: 2, maxRows: 4 }}
                placeholder={t('realName:reveal.reasonPlaceholder')}
              />
            </CallField>
          </Form>
        </CallFields>
      ) : (
        <RevealedData revealed={shown.revealed} reason={shown.reason} />
      )}
    </Modal>
  );
}

/** "Show personal data", for operators granted the reveal action. */
export function RevealButton({ registration }: { registration: RevealTarget }) {
  const { t } = useTranslation();
  return (
    <DialogCallButton
      call={registrationRevealCall}
      icon={<EyeOutlined />}
      dialog={(opened) => <RevealDialog {...opened} registration={registration} />}
    >
      {t('realName:reveal.button')}
    </DialogCallButton>
  );
}
