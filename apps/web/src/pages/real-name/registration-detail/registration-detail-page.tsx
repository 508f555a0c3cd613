import { useTranslation } from 'react-i18next';
import { registrationDetailCall } from '@simdesk/contract/modules/real-name';
import { RecordDetailColumns, RecordDetailFrame } from '../../../components/detail-page/record-detail-frame';
import { CarrierAnswer } from './carrier-answer';
import { RegistrationSummary } from './registration-summary';
import { RegistrationTimeline } from './registration-timeline';

/**
 * /vehicleCard/realname/realnameManagement/realnameList/detail?id=…: one registration — its card and holder
 * (masked; shown in clear with a reason to those granted it), what the carrier answered, and its history.
 */
export function RegistrationDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetailFrame
      call={registrationDetailCall}
      missing={{
        noRecord: t('realName:detail.noRegistration'),
        notFound: t('realName:detail.notFound'),
        notFoundHint: t('realName:detail.notFoundHint'),
      }}
      back={{ listPage: 'realnameList', text: t('realName:detail.backToList') }}
    >
      {(registration) => (
        <>
          <RegistrationSummary registration={registration} />
          <RecordDetailColumns>
            <CarrierAnswer registration={registration} />
            <RegistrationTimeline events={registration.events} />
          </RecordDetailColumns>
        </>
      )}
    </RecordDetailFrame>
  );
}
