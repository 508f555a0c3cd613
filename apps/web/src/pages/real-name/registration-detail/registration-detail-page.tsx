import { useTranslation } from 'react-i18next';
import { registrationDetailCall } from '@simdesk/contract/modules/real-name';
import { RegistrationDetailFrame } from '../../../features/real-name/registration-detail-frame';
import { RevealButton } from './reveal-dialog';

/**
 * /vehicleCard/realname/realnameManagement/realnameList/detail?id=…: one registration — its card and holder
 * (masked; shown in clear with a reason to those granted it), what the carrier answered, and its history.
 */
export function RegistrationDetailPage() {
  const { t } = useTranslation();
  return (
    <RegistrationDetailFrame
      call={registrationDetailCall}
      back={{ listPage: 'realnameList', text: t('realName:detail.backToList') }}
      actions={(registration) => <RevealButton registration={registration} />}
    />
  );
}
