import { useMemo } from 'react';
import { Button, Card, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathOfPage, status as statusCodes } from '@simdesk/contract';
import { vehicleDetailCall } from '@simdesk/contract/modules/vehicles';
import { callApiForRow } from '../../../api/call-api';
import { callQueryKey } from '../../../api/use-call-query';
import { usePageContext } from '../../../routing/page-context';
import { VehicleCards } from './vehicle-cards';
import { VehicleChanges } from './vehicle-changes';
import { VehicleSummary } from './vehicle-summary';
import { VehicleTimeline } from './vehicle-timeline';
import './vehicle-detail-page.css';

/** The vehicle the address names (?id=123), when it names one. */
export function readVehicleId(search: string): number | undefined {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** One vehicle's detail; a vehicle gone or out of scope is said on the page, not in a notice. */
function useVehicleDetail(vehicleId: number | undefined) {
  const obj = { id: vehicleId ?? 0 };
  return useQuery({
    queryKey: callQueryKey(vehicleDetailCall, obj),
    queryFn: () =>
      callApiForRow(vehicleDetailCall, obj, undefined, { silentStatuses: [statusCodes.notFound] }),
    enabled: vehicleId !== undefined,
  });
}

function BackToList({ title, subTitle }: { title: string; subTitle?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={title}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => void navigate(pathOfPage('vehicleList'))}>
          {t('vehicles:detail.backToList')}
        </Button>
      }
    />
  );
}

/**
 * /vehicleCard/realname/vehicleManagement/vehicleList/vehicleDetail?id=…: one vehicle — its facts, the cards
 * fitted in it now and before, its life as a timeline, and the changes of its identity asked for.
 */
export function VehicleDetailPage() {
  const { t } = useTranslation();
  const { search } = usePageContext();
  const vehicleId = useMemo(() => readVehicleId(search), [search]);
  const detail = useVehicleDetail(vehicleId);
  if (vehicleId === undefined) return <BackToList title={t('vehicles:detail.noVehicle')} />;
  if (detail.isError) {
    return <BackToList title={t('vehicles:detail.notFound')} subTitle={t('vehicles:detail.notFoundHint')} />;
  }
  const row = detail.data;
  if (row === undefined) return <Card loading />;
  return (
    <div className="vehicle-detail-page">
      <VehicleSummary vehicle={row.vehicle} />
      <VehicleCards vehicle={row.vehicle} cards={row.cards} />
      <div className="vehicle-detail-history">
        <VehicleTimeline events={row.events} />
        <VehicleChanges vehicle={row.vehicle} changes={row.changes} />
      </div>
    </div>
  );
}
