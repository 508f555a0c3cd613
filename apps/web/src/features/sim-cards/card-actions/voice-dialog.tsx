import { Alert, Form, Input, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  canSwitchVoice,
  cardServiceInfoCall,
  cardStatus,
  switchVoiceCall,
  type CardServiceInfoRow,
} from '@simdesk/contract';
import { codeLabel } from '../../../components/codes/code-label';
import { fillFrom } from '../../../components/form-dialog/dialog-fill';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import type { ChangeStatusDialogProps } from './change-status-dialog';
import { useCardChangeNotice } from './use-card-change';

interface VoiceValues {
  open: boolean;
  reason?: string;
}

/**
 * Opens or closes the card's voice service at the carrier, after a confirmation. The dialog reads the switch
 * as the carrier has it and offers the other way; a card whose status freezes its services is told so.
 */
export function VoiceDialog({ open, card, onClose, onChanged }: ChangeStatusDialogProps) {
  const { t } = useTranslation('cardChange');
  const { t: text } = useTranslation();
  const notice = useCardChangeNotice(onChanged);
  const frozen = cardStatus.has(card.cardStatus) && !canSwitchVoice(card.cardStatus);
  return (
    <FormDialog<typeof switchVoiceCall, VoiceValues, CardServiceInfoRow>
      open={open}
      name="switchVoice"
      title={t('voice.title', { iccid: card.iccid })}
      call={switchVoiceCall}
      fill={fillFrom(cardServiceInfoCall, { cardId: card.id }, (info): Partial<VoiceValues> => ({
        open: !info.switches.voice,
      }))}
      okDisabled={frozen}
      toObj={(values) => ({ cardId: card.id, open: values.open, reason: filledOrUndefined(values.reason) })}
      confirm={(values) => ({
        title: t('voice.confirmTitle'),
        content: t(values.open ? 'voice.confirmOpen' : 'voice.confirmClose', { iccid: card.iccid }),
      })}
      onSaved={notice}
      onClose={onClose}
    >
      {(filled) => (
        <>
          {frozen && (
            <Alert
              type="warning"
              showIcon
              className="card-actions-note"
              title={t('voice.frozen', { status: codeLabel(text, cardStatus, card.cardStatus) })}
            />
          )}
          {filled && (
            <Form.Item label={t('voice.current')}>
              <Tag color={filled.switches.voice ? 'success' : 'default'}>
                {text(filled.switches.voice ? 'cardDetail:services.on' : 'cardDetail:services.off')}
              </Tag>
            </Form.Item>
          )}
          <Form.Item name="open" label={t('voice.service')}>
            <Radio.Group
              aria-label={t('voice.service')}
              disabled={frozen}
              options={[
                { value: true, label: t('voice.open') },
                { value: false, label: t('voice.close') },
              ]}
            />
          </Form.Item>
          <CallField name="reason" label={t('fields.reasonOptional')}>
            <Input.TextArea aria-label={t('fields.reasonOptional')} rows={2} disabled={frozen} />
          </CallField>
        </>
      )}
    </FormDialog>
  );
}
