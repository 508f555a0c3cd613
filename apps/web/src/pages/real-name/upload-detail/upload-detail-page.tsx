import { useTranslation } from 'react-i18next';
import { uploadDetailCall } from '@simdesk/contract/modules/real-name';
import { RecordDetailColumns, RecordDetailFrame } from '../../../components/detail-page/record-detail-frame';
import { RegistrationTimeline } from '../../../features/real-name/registration-timeline';
import { UploadChecksCard } from './upload-checks-card';
import { UploadRegistrationCard } from './upload-registration-card';
import { UploadSummary } from './upload-summary';

/** Reads again while the registration it became waits for the carrier. */
const whileAtCarrier = (upload: { registrationStatus: number | null }) =>
  upload.registrationStatus === 1 ? 10_000 : false;

/**
 * /vehicleCard/realname/apiManagement/upload/uploadDetail?id=…: one arrival — who pushed it and when, the card
 * and masked holder, what was wrong with it, the pictures and face check, and the registration it became with
 * the carrier's answers.
 */
export function UploadDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetailFrame
      call={uploadDetailCall}
      refetchEvery={whileAtCarrier}
      missing={{
        noRecord: t('realNameUpload:detail.noUpload'),
        notFound: t('realNameUpload:detail.notFound'),
        notFoundHint: t('realNameUpload:detail.notFoundHint'),
      }}
      back={{ listPage: 'upload', text: t('realNameUpload:detail.backToList') }}
    >
      {(upload) => (
        <>
          <UploadSummary upload={upload} />
          <RecordDetailColumns>
            <UploadChecksCard upload={upload} />
            <UploadRegistrationCard upload={upload} />
          </RecordDetailColumns>
          {upload.events.length > 0 && <RegistrationTimeline events={upload.events} />}
        </>
      )}
    </RecordDetailFrame>
  );
}
