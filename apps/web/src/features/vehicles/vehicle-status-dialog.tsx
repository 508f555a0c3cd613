import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { vehicleStatus, vehicleStatusMoves, type VehicleStatusCode } from '@simdesk/contract';
import { vehicleStatusCall, type VehicleRow } from '@simdesk/contract/modules/vehicles';
import { CodeSelect } from '../../components/codes/code-select';
import { CodeTag } from '../../components/codes/code-tag';
import { codeLabel } from '../../components/codes/code-label';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { CallField } from '../../components/forms/call-field';
import { filledOrUndefined } from '../../components/forms/filled-text';

/** The vehicle whose status changes: which one, and where it stands. */
export type StatusTarget = Pick<VehicleRow, 'id' | 'vin' | 'vehicleStatus'>;

interface VehicleStatusValues {
  vehicleStatus: VehicleStatusCode;
  reason?: string;
}

/** Whether the vehicle's status may still change: a scrapped vehicle's never does. */
export function canChangeStatus(vehicle: StatusTarget): boolean {
  return vehicleStatusMoves.nextStates(vehicle.vehicleStatus).length > 0;
}

/**
 * Moves a vehicle to one of the statuses its own may move to (the contract's status table), with a reason;
 * scrapping, which is final, is confirmed first.
 */
export function VehicleStatusDialog({
  vehicle,
  onClose,
}: {
  vehicle: StatusTarget | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const vin = vehicle?.vin ?? '';
  const offered = vehicle ? vehicleStatusMoves.nextStates(vehicle.vehicleStatus) : [];
  return (
    <FormDialog<typeof vehicleStatusCall, VehicleStatusValues, never>
      open={vehicle !== undefined}
      name="vehicleStatus"
      title={t('vehicles:status.title', { vin })}
      call={vehicleStatusCall}
      toObj={(values) => ({
        id: vehicle?.id ?? 0,
        vehicleStatus: values.vehicleStatus,
        reason: filledOrUndefined(values.reason),
      })}
      confirm={(values) =>
        values.vehicleStatus === vehicleStatus.byName.scrapped
          ? { title: t('vehicles:status.scrapTitle', { vin }), content: t('vehicles:status.scrapFinal') }
          : undefined
      }
      successText={(row) =>
        t('vehicles:status.changed', { vin, status: codeLabel(t, vehicleStatus, row.vehicleStatus) })
      }
      onClose={onClose}
    >
      {vehicle && (
        <Form.Item label={t('vehicles:status.current')}>
          <CodeTag table={vehicleStatus} code={vehicle.vehicleStatus} />
        </Form.Item>
      )}
      <CallField name="vehicleStatus" label={t('vehicles:status.next')}>
        <CodeSelect table={vehicleStatus} codes={offered} />
      </CallField>
      <CallField name="reason" label={t('vehicles:status.reason')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </CallField>
    </FormDialog>
  );
}
