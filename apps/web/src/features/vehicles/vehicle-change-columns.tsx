import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { vehicleChangeField, vehicleChangeReviewStatus } from '@simdesk/contract';
import type { VehicleChangeRow } from '@simdesk/contract/modules/vehicles';
import { CodeTag } from '../../components/codes/code-tag';
import { timeCell, VehicleLink } from './vehicle-cells';

/** The value before and the value asked for: "old → new" ("— → new" when the vehicle had none). */
function ChangedValue({ change, none }: { change: VehicleChangeRow; none: string }) {
  return (
    <>
      {change.fromValue ?? none} → {change.toValue}
    </>
  );
}

/**
 * The columns of a list of requested changes and their review, from the request to the reviewer's note; with
 * the vehicle (its VIN, opening its page) unless the list is one vehicle's.
 */
export function vehicleChangeColumns(
  t: TFunction,
  { withVehicle }: { withVehicle: boolean },
): TableColumnsType<VehicleChangeRow> {
  const vehicle: TableColumnsType<VehicleChangeRow> = [
    {
      key: 'vin',
      title: t('vehicles:columns.vin'),
      fixed: 'left',
      render: (_, change) => <VehicleLink vehicleId={change.vehicleId} vin={change.vin} />,
    },
  ];
  return [
    ...(withVehicle ? vehicle : []),
    {
      key: 'field',
      title: t('vehicles:changes.field'),
      render: (_, change) => <CodeTag table={vehicleChangeField} code={change.field} />,
    },
    {
      key: 'value',
      title: t('vehicles:changes.value'),
      render: (_, change) => <ChangedValue change={change} none={t('common:none')} />,
    },
    { key: 'reason', title: t('vehicles:changes.reason'), dataIndex: 'reason' },
    { key: 'requestedBy', title: t('vehicles:changes.requestedBy'), dataIndex: 'requestedBy' },
    {
      key: 'requestedAt',
      title: t('vehicles:changes.requestedAt'),
      dataIndex: 'requestedAt',
      render: timeCell,
    },
    {
      key: 'reviewStatus',
      title: t('vehicles:changes.reviewStatus'),
      render: (_, change) => <CodeTag table={vehicleChangeReviewStatus} code={change.reviewStatus} />,
    },
    { key: 'reviewedBy', title: t('vehicles:changes.reviewedBy'), dataIndex: 'reviewedBy' },
    { key: 'reviewedAt', title: t('vehicles:changes.reviewedAt'), dataIndex: 'reviewedAt', render: timeCell },
    { key: 'reviewNote', title: t('vehicles:changes.reviewNote'), dataIndex: 'reviewNote' },
  ];
}
