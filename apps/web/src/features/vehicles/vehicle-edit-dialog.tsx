import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { vehicleEditCall, type VehicleRow } from '@simdesk/contract/modules/vehicles';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { VehicleFactsFields, type VehicleFactsValues } from './vehicle-facts-fields';
import { useVehicleScope } from './vehicle-scope';

export interface VehicleEditDialogProps {
  /** The vehicle being edited; closed while there is none. */
  vehicle: VehicleRow | undefined;
  onClose: () => void;
}

function valuesOf(vehicle: VehicleRow): VehicleFactsValues {
  return {
    origin: vehicle.origin,
    vehicleType: vehicle.vehicleType,
    fuelType: vehicle.fuelType,
    orgId: vehicle.orgId ?? undefined,
    remark: vehicle.remark ?? undefined,
  };
}

/** Edits what a vehicle's record may change freely; the dialog says how VIN, plate, model and series change. */
export function VehicleEditDialog({ vehicle, onClose }: VehicleEditDialogProps) {
  const { t } = useTranslation();
  const orgs = useVehicleScope().data?.rows[0]?.orgs.filter((org) => org.companyId === vehicle?.companyId);
  const vin = vehicle?.vin ?? '';
  return (
    <FormDialog<typeof vehicleEditCall, VehicleFactsValues, never>
      open={vehicle !== undefined}
      name="vehicleEdit"
      title={t('vehicles:edit.title', { vin })}
      call={vehicleEditCall}
      width={640}
      initialValues={vehicle && valuesOf(vehicle)}
      toObj={(values) => ({
        id: vehicle?.id ?? 0,
        origin: values.origin,
        vehicleType: values.vehicleType,
        fuelType: values.fuelType,
        orgId: values.orgId,
        // An emptied remark is sent empty, so the record's remark is cleared.
        remark: values.remark?.trim() ?? '',
      })}
      successText={() => t('vehicles:edit.saved', { vin })}
      onClose={onClose}
    >
      <Alert className="vehicle-form-note" type="info" showIcon title={t('vehicles:edit.identityHint')} />
      <div className="vehicle-form-grid">
        <VehicleFactsFields orgs={orgs} />
      </div>
    </FormDialog>
  );
}
