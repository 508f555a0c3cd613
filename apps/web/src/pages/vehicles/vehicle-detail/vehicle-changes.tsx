import { Card, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  vehicleChangeRequestCall,
  type VehicleChangeRow,
  type VehicleRow,
} from '@simdesk/contract/modules/vehicles';
import { KeyboardScrollable } from '../../../components/list-page/keyboard-scrollable';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { vehicleChangeColumns } from '../../../features/vehicles/vehicle-change-columns';
import { ChangeRequestDialog } from './change-request-dialog';

/** The changes of the vehicle's VIN, plate, model or series asked for, with their review; and asking for one. */
export function VehicleChanges({
  vehicle,
  changes,
}: {
  vehicle: VehicleRow;
  changes: readonly VehicleChangeRow[];
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('vehicles:changes.title')}
      extra={
        <DialogCallButton
          call={vehicleChangeRequestCall}
          dialog={(opened) => <ChangeRequestDialog {...opened} vehicle={vehicle} />}
        >
          {t('vehicles:changes.request')}
        </DialogCallButton>
      }
    >
      <KeyboardScrollable>
        <Table<VehicleChangeRow>
          size="middle"
          rowKey={(change) => change.id}
          columns={vehicleChangeColumns(t, { withVehicle: false })}
          dataSource={[...changes]}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('vehicles:changes.emptyForVehicle')} /> }}
        />
      </KeyboardScrollable>
    </Card>
  );
}
