import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  vehicleRemoveCardCall,
  type VehicleCardRow,
  type VehicleRow,
} from '@simdesk/contract/modules/vehicles';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';

export interface RemoveCardDialogProps {
  vehicle: VehicleRow;
  /** The fitted card to take out; closed while there is none. */
  card: VehicleCardRow | undefined;
  onClose: () => void;
}

/** Takes a card out of the vehicle: the dialog asks it as a question and needs the reason, which is kept. */
export function RemoveCardDialog({ vehicle, card, onClose }: RemoveCardDialogProps) {
  const { t } = useTranslation();
  const iccid = card?.iccid ?? '';
  return (
    <FormDialog<typeof vehicleRemoveCardCall, { reason: string }, never>
      open={card !== undefined}
      name="vehicleRemoveCard"
      title={t('vehicles:cards.removeTitle', { iccid, vin: vehicle.vin })}
      call={vehicleRemoveCardCall}
      okText={t('vehicles:cards.remove')}
      toObj={(values) => ({ vehicleId: vehicle.id, cardId: card?.cardId ?? 0, reason: values.reason })}
      successText={() => t('vehicles:cards.removedDone', { iccid })}
      onClose={onClose}
    >
      <CallField name="reason" label={t('vehicles:cards.removeReason')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </CallField>
    </FormDialog>
  );
}
