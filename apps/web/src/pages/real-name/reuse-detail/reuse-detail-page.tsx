import { useTranslation } from 'react-i18next';
import { reuseDetailCall } from '@simdesk/contract/modules/real-name';
import { RegistrationDetailFrame } from '../../../features/real-name/registration-detail-frame';

/**
 * /vehicleCard/realname/realnameManagement/yidongRnReuse/detail?id=…: one registration by reuse — its card and
 * holder (masked), what China Mobile answered, and its history. The page holds no reveal.
 */
export function ReuseDetailPage() {
  const { t } = useTranslation();
  return (
    <RegistrationDetailFrame
      call={reuseDetailCall}
      back={{ listPage: 'yidongRnReuse', text: t('realNameChinaMobile:reuse.backToList') }}
    />
  );
}
