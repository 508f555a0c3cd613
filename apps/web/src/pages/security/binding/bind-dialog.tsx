import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { bindCardCall, type BindingRow } from '@simdesk/contract/modules/security';
import { CallField } from '../../../components/forms/call-field';
import { FormDialog } from '../../../components/form-dialog/form-dialog';

export interface BindDialogProps {
  binding: BindingRow | undefined;
  onClose: () => void;
}

/** Binds a card to a device IMEI, or rebinds a bound card to another one. */
export function BindDialog({ binding, onClose }: BindDialogProps) {
  const { t } = useTranslation('security');
  const rebinding = binding?.boundImei != null;
  const iccid = binding?.iccid ?? '';
  return (
    <FormDialog<typeof bindCardCall, { imei: string }, never>
      open={binding !== undefined}
      name="bindCard"
      title={rebinding ? t('binding.rebindTitle', { iccid }) : t('binding.bindTitle', { iccid })}
      call={bindCardCall}
      initialValues={{ imei: '' }}
      toObj={(values) => ({ cardId: binding?.cardId ?? 0, imei: values.imei ?? '' })}
      successText={(row) => t('binding.bound', { imei: row.boundImei ?? '' })}
      onClose={onClose}
    >
      <CallField name="imei" label={t('binding.imeiLabel')}>
        <Input inputMode="numeric" maxLength={17} placeholder={t('binding.imeiPlaceholder')} />
      </CallField>
    </FormDialog>
  );
}
