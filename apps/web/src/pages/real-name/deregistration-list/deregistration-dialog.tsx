import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deregistrationSubmitCall } from '@simdesk/contract/modules/real-name';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import type { OpenedByButton } from '../../../components/permission/dialog-call-button';
import { cardNumbersOf } from '../../../features/real-name/card-numbers-field';
import { deregistrationDetailPath } from '../../../features/real-name/deregistration-standing';
import { refusedInDialog } from '../../../features/real-name/refused-in-dialog';
import { DeregistrationFields } from './deregistration-fields';
import { toDeregistrationObj, type DeregistrationValues } from './deregistration-values';

/**
 * Deregisters pasted cards after a confirmation (it erases the owners' pictures); once sent, the
 * deregistration's own page follows the carriers' answers.
 */
export function DeregistrationDialog({ open, onClose }: OpenedByButton) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FormDialog<typeof deregistrationSubmitCall, DeregistrationValues, never>
      open={open}
      name="deregistration"
      title={t('realNameDeregistration:form.title')}
      call={deregistrationSubmitCall}
      width={720}
      maskClosable={false}
      okText={t('realNameDeregistration:form.submit')}
      toObj={toDeregistrationObj}
      confirm={(values) => ({
        title: t('realNameDeregistration:form.confirmTitle', {
          number: cardNumbersOf(values.cardText).numbers.length,
        }),
        content: t('realNameDeregistration:form.confirm'),
      })}
      inlineStatuses={refusedInDialog}
      successText={(deregistration) =>
        t('realNameDeregistration:form.submitted', { number: deregistration.cardCount })
      }
      onSaved={(deregistration) => void navigate(deregistrationDetailPath(deregistration.id))}
      onClose={onClose}
    >
      <DeregistrationFields />
    </FormDialog>
  );
}
