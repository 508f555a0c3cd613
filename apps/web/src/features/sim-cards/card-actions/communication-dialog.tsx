import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { openOrCloseCommunicationCall } from '@simdesk/contract';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { CallField } from '../../../components/forms/call-field';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useCardChangeNotice, type CardChangeDialogProps } from './use-card-change';

/** Opens or closes the card's data service at the carrier, after a confirmation. */
export function CommunicationDialog({ open, card, onClose, onChanged }: CardChangeDialogProps) {
  const { t } = useTranslation('cardChange');
  const notice = useCardChangeNotice(onChanged);
  return (
    <FormDialog<typeof openOrCloseCommunicationCall, { open: boolean; reason?: string }, never>
      open={open}
      name="communication"
      title={t('communication.title', { iccid: card.iccid })}
      call={openOrCloseCommunicationCall}
      initialValues={{ open: false }}
      toObj={(values) => ({ cardId: card.id, open: values.open, reason: filledOrUndefined(values.reason) })}
      confirm={(values) => ({
        title: t('communication.confirmTitle'),
        content: t(values.open ? 'communication.confirmOpen' : 'communication.confirmClose', {
          iccid: card.iccid,
        }),
      })}
      onSaved={notice}
      onClose={onClose}
    >
      <Form.Item name="open" label={t('communication.service')}>
        <Radio.Group
          aria-label={t('communication.service')}
          options={[
            { value: true, label: t('communication.open') },
            { value: false, label: t('communication.close') },
          ]}
        />
      </Form.Item>
      <CallField name="reason" label={t('fields.reasonOptional')}>
        <Input.TextArea aria-label={t('fields.reasonOptional')} rows={2} />
      </CallField>
    </FormDialog>
  );
}
