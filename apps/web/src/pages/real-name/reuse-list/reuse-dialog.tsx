import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { reuseSubmitCall, type ReuseSubmitObj } from '@simdesk/contract/modules/real-name';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import type { OpenedByButton } from '../../../components/permission/dialog-call-button';
import { refusedInDialog } from '../../../features/real-name/refused-in-dialog';

/**
 * Registers one card with the registration China Mobile holds for the owner's ID card: the card, and the
 * owner's name, ID number and mobile. Once sent, the list shows it while the carrier answers.
 */
export function ReuseDialog({ open, onClose }: OpenedByButton) {
  const { t } = useTranslation();
  return (
    <FormDialog<typeof reuseSubmitCall, ReuseSubmitObj, never>
      open={open}
      onClose={onClose}
      name="registrationReuse"
      call={reuseSubmitCall}
      title={t('realNameChinaMobile:reuse.title')}
      okText={t('realNameChinaMobile:reuse.submit')}
      width={640}
      maskClosable={false}
      toObj={(values) => values}
      inlineStatuses={refusedInDialog}
      successText={(registration) => t('realNameChinaMobile:reuse.submitted', { iccid: registration.iccid })}
    >
      <div className="real-name-form-grid">
        <Typography.Paragraph type="secondary" className="real-name-form-wide">
          {t('realNameChinaMobile:reuse.hint')}
        </Typography.Paragraph>
        <CallField name="cardNumber" label={t('realName:filters.cardNumber')} className="real-name-form-wide">
          <Input className="real-name-identifier" placeholder={t('realName:filters.cardNumberPlaceholder')} />
        </CallField>
        <CallField name="holderName" label={t('realNameChinaMobile:reuse.holderName')}>
          <Input placeholder={t('realNameChinaMobile:reuse.holderNamePlaceholder')} />
        </CallField>
        <CallField name="mobile" label={t('realNameChinaMobile:reuse.mobile')}>
          <Input className="real-name-identifier" inputMode="tel" />
        </CallField>
        <CallField
          name="documentNumber"
          label={t('realNameChinaMobile:reuse.documentNumber')}
          className="real-name-form-wide"
        >
          <Input className="real-name-identifier" />
        </CallField>
      </div>
    </FormDialog>
  );
}
