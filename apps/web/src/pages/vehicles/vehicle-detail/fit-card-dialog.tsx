import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { vehicleCardRole, type VehicleCardRoleCode } from '@simdesk/contract';
import { vehicleFitCardCall, type VehicleCardRow, type VehicleRow } from '@simdesk/contract/modules/vehicles';
import { CodeSelect } from '../../../components/codes/code-select';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import type { OpenedByButton } from '../../../components/permission/dialog-call-button';

interface FitCardValues {
  iccid: string;
  role: VehicleCardRoleCode;
}

export interface FitCardDialogProps extends OpenedByButton {
  vehicle: VehicleRow;
  /** The cards fitted now: a vehicle has one T-Box card, so a second card starts as infotainment. */
  fittedCards: readonly VehicleCardRow[];
}

/** Fits a card of the vehicle's company in it, by ICCID, in a role; the card takes the vehicle's VIN. */
export function FitCardDialog({ open, onClose, vehicle, fittedCards }: FitCardDialogProps) {
  const { t } = useTranslation();
  const { telematicsBox, infotainment } = vehicleCardRole.byName;
  const hasTelematicsBox = fittedCards.some((card) => card.role === telematicsBox);
  return (
    <FormDialog<typeof vehicleFitCardCall, FitCardValues, never>
      open={open}
      name="vehicleFitCard"
      title={t('vehicles:cards.fitTitle', { vin: vehicle.vin })}
      call={vehicleFitCardCall}
      initialValues={{ role: hasTelematicsBox ? infotainment : telematicsBox }}
      toObj={(values) => ({ vehicleId: vehicle.id, iccid: values.iccid, role: values.role })}
      successText={(_row, values) => t('vehicles:cards.fittedDone', { iccid: values.iccid.trim() })}
      onClose={onClose}
    >
      <CallField name="iccid" label={t('vehicles:cards.iccid')}>
        <Input className="vehicle-identifier" placeholder={t('vehicles:cards.iccidPlaceholder')} />
      </CallField>
      <CallField name="role" label={t('vehicles:cards.role')}>
        <CodeSelect table={vehicleCardRole} />
      </CallField>
    </FormDialog>
  );
}
