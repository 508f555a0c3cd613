import { Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { fuelType, vehicleOrigin, vehicleStatus, vehicleType } from '@simdesk/contract';
import { vehicleEditCall, vehicleStatusCall, type VehicleRow } from '@simdesk/contract/modules/vehicles';
import { CodeTag } from '../../../components/codes/code-tag';
import { codeLabel } from '../../../components/codes/code-label';
import { CallButton } from '../../../components/permission/call-button';
import { identifierCell, timeCell, VehicleLink } from '../../../features/vehicles/vehicle-cells';
import { canChangeStatus } from '../../../features/vehicles/vehicle-status-dialog';

/** What a row's action links open. */
export interface VehicleRowActions {
  onEdit: (vehicle: VehicleRow) => void;
  onChangeStatus: (vehicle: VehicleRow) => void;
}

function ModelCell({ vehicle }: { vehicle: VehicleRow }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{vehicle.model}</span>
      {vehicle.series !== null && <Typography.Text type="secondary">{vehicle.series}</Typography.Text>}
    </Space>
  );
}

/** The vehicle list's columns: the VIN opens the vehicle; edit and status change per row when granted. */
export function vehicleColumns(
  t: TFunction,
  showCompany: boolean,
  actions: VehicleRowActions,
): TableColumnsType<VehicleRow> {
  return [
    {
      key: 'vin',
      title: t('vehicles:columns.vin'),
      fixed: 'left',
      render: (_, vehicle) => <VehicleLink vehicleId={vehicle.id} vin={vehicle.vin} />,
    },
    { key: 'plate', title: t('vehicles:columns.plate'), dataIndex: 'plate', render: identifierCell },
    {
      key: 'model',
      title: t('vehicles:columns.modelSeries'),
      render: (_, vehicle) => <ModelCell vehicle={vehicle} />,
    },
    {
      key: 'vehicleType',
      title: t('vehicles:columns.vehicleType'),
      render: (_, vehicle) => codeLabel(t, vehicleType, vehicle.vehicleType),
    },
    {
      key: 'fuelType',
      title: t('vehicles:columns.fuelType'),
      render: (_, vehicle) => codeLabel(t, fuelType, vehicle.fuelType),
    },
    {
      key: 'origin',
      title: t('vehicles:columns.origin'),
      render: (_, vehicle) => codeLabel(t, vehicleOrigin, vehicle.origin),
    },
    {
      key: 'vehicleStatus',
      title: t('vehicles:columns.vehicleStatus'),
      render: (_, vehicle) => <CodeTag table={vehicleStatus} code={vehicle.vehicleStatus} />,
    },
    {
      key: 'telematicsIccid',
      title: t('vehicles:columns.telematicsIccid'),
      dataIndex: 'telematicsIccid',
      render: identifierCell,
    },
    { key: 'cardCount', title: t('vehicles:columns.cardCount'), dataIndex: 'cardCount' },
    ...(showCompany
      ? [{ key: 'company', title: t('vehicles:columns.company'), dataIndex: 'companyName' }]
      : []),
    { key: 'org', title: t('vehicles:columns.org'), dataIndex: 'orgName' },
    { key: 'updatedAt', title: t('vehicles:columns.updatedAt'), dataIndex: 'updatedAt', render: timeCell },
    {
      key: 'actions',
      title: t('vehicles:columns.actions'),
      fixed: 'right',
      render: (_, vehicle) => (
        <Space size={0}>
          <CallButton call={vehicleEditCall} type="link" size="small" onClick={() => actions.onEdit(vehicle)}>
            {t('vehicles:edit.button')}
          </CallButton>
          {canChangeStatus(vehicle) && (
            <CallButton
              call={vehicleStatusCall}
              type="link"
              size="small"
              onClick={() => actions.onChangeStatus(vehicle)}
            >
              {t('vehicles:status.button')}
            </CallButton>
          )}
        </Space>
      ),
    },
  ];
}
