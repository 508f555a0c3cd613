import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cardChangeSubmitCall } from '@simdesk/contract/modules/real-name';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import type { OpenedByButton } from '../../../components/permission/dialog-call-button';
import { refusedInDialog } from '../../../features/real-name/refused-in-dialog';
import { CardChangeFields, toCardChangeObj, type CardChangeValues } from './card-change-fields';
import { cardChangeDetailPath } from './card-change-paths';

/**
 * Changes a vehicle's card after a confirmation (the old card's registration is released at the carrier); the
 * server's refusals show under the form; once sent, the change's own page follows the carrier's answers.
 */
export function CardChangeDialog({ open, onClose }: OpenedByButton) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FormDialog<typeof cardChangeSubmitCall, CardChangeValues, never>
      open={open}
      name="cardChange"
      title={t('realNameCardChange:form.title')}
      call={cardChangeSubmitCall}
      width={640}
      maskClosable={false}
      okText={t('realNameCardChange:form.submit')}
      toObj={toCardChangeObj}
      confirm={(values) => ({
        title: t('realNameCardChange:form.confirmTitle', { vin: values.vin.trim().toUpperCase() }),
        content: t('realNameCardChange:form.confirm'),
      })}
      inlineStatuses={refusedInDialog}
      successText={(change) => t('realNameCardChange:form.submitted', { id: change.id })}
      onSaved={(change) => void navigate(cardChangeDetailPath(change.id))}
      onClose={onClose}
    >
      <CardChangeFields />
    </FormDialog>
  );
}
