import { useState } from 'react';
import { Space, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { fuelType, vehicleOrigin, vehicleStatus, vehicleType } from '@simdesk/contract';
import { vehicleEditCall, vehicleStatusCall, type VehicleRow } from '@simdesk/contract/modules/vehicles';
import { codeLabel } from '../../../components/codes/code-label';
import { CodeTag } from '../../../components/codes/code-tag';
import { RecordSummaryCard } from '../../../components/detail-page/record-summary-card';
import { DisplayTime } from '../../../components/display-time';
import { CallButton } from '../../../components/permission/call-button';
import { identifierCell } from '../../../features/vehicles/vehicle-cells';
import { VehicleEditDialog } from '../../../features/vehicles/vehicle-edit-dialog';
import { canChangeStatus, VehicleStatusDialog } from '../../../features/vehicles/vehicle-status-dialog';

/** The vehicle's edit and status change, each shown when granted, with their dialogs. */
function VehicleActions({ vehicle }: { vehicle: VehicleRow }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [changingStatus, setChangingStatus] = useState(false);
  return (
    <Space wrap>
      <CallButton call={vehicleEditCall} onClick={() => setEditing(true)}>
        {t('vehicles:edit.button')}
      </CallButton>
      {canChangeStatus(vehicle) && (
        <CallButton call={vehicleStatusCall} onClick={() => setChangingStatus(true)}>
          {t('vehicles:status.button')}
        </CallButton>
      )}
      <VehicleEditDialog vehicle={editing ? vehicle : undefined} onClose={() => setEditing(false)} />
      <VehicleStatusDialog
        vehicle={changingStatus ? vehicle : undefined}
        onClose={() => setChangingStatus(false)}
      />
    </Space>
  );
}

/** The vehicle's VIN and status, its actions, and its facts. */
export function VehicleSummary({ vehicle }: { vehicle: VehicleRow }) {
  const { t } = useTranslation();
  const none = t('common:none');
  const facts: DescriptionsProps['items'] = [
    { key: 'plate', label: t('vehicles:columns.plate'), children: identifierCell(vehicle.plate ?? none) },
    { key: 'model', label: t('vehicles:columns.model'), children: vehicle.model },
    { key: 'series', label: t('vehicles:columns.series'), children: vehicle.series ?? none },
    {
      key: 'vehicleType',
      label: t('vehicles:columns.vehicleType'),
      children: codeLabel(t, vehicleType, vehicle.vehicleType),
    },
    {
      key: 'fuelType',
      label: t('vehicles:columns.fuelType'),
      children: codeLabel(t, fuelType, vehicle.fuelType),
    },
    {
      key: 'origin',
      label: t('vehicles:columns.origin'),
      children: codeLabel(t, vehicleOrigin, vehicle.origin),
    },
    {
      key: 'telematicsIccid',
      label: t('vehicles:columns.telematicsIccid'),
      children: identifierCell(vehicle.telematicsIccid ?? none),
    },
    { key: 'cardCount', label: t('vehicles:columns.cardCount'), children: vehicle.cardCount },
    { key: 'company', label: t('vehicles:columns.company'), children: vehicle.companyName },
    { key: 'org', label: t('vehicles:columns.org'), children: vehicle.orgName ?? none },
    {
      key: 'createdAt',
      label: t('vehicles:columns.createdAt'),
      children: <DisplayTime value={vehicle.createdAt} />,
    },
    {
      key: 'updatedAt',
      label: t('vehicles:columns.updatedAt'),
      children: <DisplayTime value={vehicle.updatedAt} />,
    },
    { key: 'remark', label: t('vehicles:columns.remark'), children: vehicle.remark ?? none, span: 'filled' },
  ];
  return (
    <RecordSummaryCard
      name={vehicle.vin}
      nameIsIdentifier
      status={<CodeTag table={vehicleStatus} code={vehicle.vehicleStatus} />}
      actions={<VehicleActions vehicle={vehicle} />}
      facts={facts}
      factsPerRow={4}
    />
  );
}
