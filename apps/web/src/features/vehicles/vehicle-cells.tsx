import { Typography } from 'antd';
import { Link } from 'react-router';
import { pathOfPage } from '@simdesk/contract';
import { DisplayTime } from '../../components/display-time';
import './vehicles.css';

/** The address of a vehicle's detail page. */
export function vehicleDetailPath(vehicleId: number): string {
  return pathOfPage('vehicleDetail', {}, { id: vehicleId });
}

/** A VIN that opens its vehicle's detail page. */
export function VehicleLink({ vehicleId, vin }: { vehicleId: number; vin: string }) {
  return (
    <Link className="vehicle-identifier" to={vehicleDetailPath(vehicleId)}>
      {vin}
    </Link>
  );
}

/** A VIN, ICCID or plate in the lists' monospaced style; empty when there is none. */
export const identifierCell = (value: string | null) => (
  <Typography.Text className="vehicle-identifier">{value ?? ''}</Typography.Text>
);

/** A time as the lists show it; empty when there is none. */
export const timeCell = (value: string | null) => (value === null ? '' : <DisplayTime value={value} />);
