import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendCardSmsCall } from '@simdesk/contract';
import { CallField } from '../../../components/forms/call-field';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useCardChangeNotice, type CardChangeDialogProps } from './use-card-change';

/** Sends a text message to the card through the carrier; the card state page shows its delivery. */
export function SendSmsDialog({ open, card, onClose, onChanged }: CardChangeDialogProps) {
  const { t } = useTranslation('cardChange');
  const notice = useCardChangeNotice(onChanged);
  return (
    <FormDialog<typeof sendCardSmsCall, { content: string }, never>
      open={open}
      name="sendSms"
      title={t('sms.title', { iccid: card.iccid })}
      okText={t('sms.send')}
      call={sendCardSmsCall}
      toObj={(values) => ({ cardId: card.id, content: values.content })}
      onSaved={notice}
      onClose={onClose}
    >
      <CallField name="content" label={t('sms.content')}>
        <Input.TextArea aria-label={t('sms.content')} rows={4} showCount />
      </CallField>
    </FormDialog>
  );
}
