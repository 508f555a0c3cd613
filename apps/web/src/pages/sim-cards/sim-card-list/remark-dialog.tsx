import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { simCardRemarkCall, type SimCardRow } from '@simdesk/contract';
import { CallField } from '../../../components/forms/call-field';
import { FormDialog } from '../../../components/form-dialog/form-dialog';

export interface RemarkDialogProps {
  card: SimCardRow | undefined;
  onClose: () => void;
}

/** Sets one card's remark; an empty text clears it. */
export function RemarkDialog({ card, onClose }: RemarkDialogProps) {
  const { t } = useTranslation('cards');
  return (
    <FormDialog<typeof simCardRemarkCall, { remark: string }, never>
      open={card !== undefined}
      name="cardRemark"
      title={t('remark.title', { iccid: card?.iccid ?? '' })}
      call={simCardRemarkCall}
      initialValues={{ remark: card?.remark ?? '' }}
      toObj={(values) => ({ cardId: card?.id ?? 0, remark: values.remark ?? '' })}
      successText={() => t('remark.saved')}
      onClose={onClose}
    >
      <CallField name="remark" noStyle>
        <Input.TextArea
          aria-label={t('remark.edit')}
          rows={3}
          showCount
          placeholder={t('remark.placeholder')}
        />
      </CallField>
    </FormDialog>
  );
}
