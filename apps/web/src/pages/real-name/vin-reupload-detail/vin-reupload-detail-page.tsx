import { useTranslation } from 'react-i18next';
import { vinReuploadStatus } from '@simdesk/contract';
import { vinReuploadDetailCall, type VinReuploadDetailRow } from '@simdesk/contract/modules/real-name';
import { RecordDetailFrame } from '../../../components/detail-page/record-detail-frame';
import { RegistrationTimeline } from '../../../features/real-name/registration-timeline';
import { VinReuploadSummary } from './vin-reupload-summary';

// While the VIN waits to be sent or for China Mobile's answer, the page follows it.
const refreshMilliseconds = 5_000;

const { waiting, processing } = vinReuploadStatus.byName;
const isOpen = (reupload: VinReuploadDetailRow) =>
  reupload.status === waiting || reupload.status === processing;

/**
 * /vehicleCard/realname/realnameManagement/yidongVinReupload/detail?id=…: one VIN re-upload — the card, the
 * VIN refused and the VIN sent, China Mobile's answer (followed while it is awaited), and the history of the
 * registration it completes.
 */
export function VinReuploadDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetailFrame
      call={vinReuploadDetailCall}
      missing={{
        noRecord: t('realNameChinaMobile:vinReupload.noReupload'),
        notFound: t('realNameChinaMobile:vinReupload.notFound'),
        notFoundHint: t('realName:detail.notFoundHint'),
      }}
      back={{ listPage: 'yidongVinReupload', text: t('realNameChinaMobile:vinReupload.backToList') }}
      refetchEvery={(reupload) => isOpen(reupload) && refreshMilliseconds}
    >
      {(reupload) => (
        <>
          <VinReuploadSummary reupload={reupload} />
          <RegistrationTimeline events={reupload.events} />
        </>
      )}
    </RecordDetailFrame>
  );
}
