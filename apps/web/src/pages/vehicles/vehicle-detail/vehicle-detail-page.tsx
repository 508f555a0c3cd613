import { useTranslation } from 'react-i18next';
import { vehicleDetailCall } from '@simdesk/contract/modules/vehicles';
import { RecordDetailColumns, RecordDetailFrame } from '../../../components/detail-page/record-detail-frame';
import { VehicleCards } from './vehicle-cards';
import { VehicleChanges } from './vehicle-changes';
import { VehicleSummary } from './vehicle-summary';
import { VehicleTimeline } from './vehicle-timeline';

/**
 * /vehicleCard/realname/vehicleManagement/vehicleList/vehicleDetail?id=…: one vehicle — its facts, the cards
 * fitted in it now and before, its life as a timeline, and the changes of its identity asked for.
 */
export function VehicleDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetailFrame
      call={vehicleDetailCall}
      missing={{
        noRecord: t('vehicles:detail.noVehicle'),
        notFound: t('vehicles:detail.notFound'),
        notFoundHint: t('vehicles:detail.notFoundHint'),
      }}
      back={{ listPage: 'vehicleList', text: t('vehicles:detail.backToList') }}
    >
      {(row) => (
        <>
          <VehicleSummary vehicle={row.vehicle} />
          <VehicleCards vehicle={row.vehicle} cards={row.cards} />
          <RecordDetailColumns>
            <VehicleTimeline events={row.events} />
            <VehicleChanges vehicle={row.vehicle} changes={row.changes} />
          </RecordDetailColumns>
        </>
      )}
    </RecordDetailFrame>
  );
}
