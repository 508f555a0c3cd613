import { Form, Input, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleMessageKeys, vehicleChangeField, type VehicleChangeFieldCode } from '@simdesk/contract';
import { vehicleChangeRequestCall, type VehicleRow } from '@simdesk/contract/modules/vehicles';
import { useDeclaredCall } from '../../../api/declared-call';
import { CodeSelect } from '../../../components/codes/code-select';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import type { OpenedByButton } from '../../../components/permission/dialog-call-button';
import { translateIfKnown } from '../../../i18n/i18n';

interface ChangeRequestValues {
  field: VehicleChangeFieldCode;
  toValue: string;
  reason: string;
}

/**
 * The new value checked as the server checks the whole request: by the chosen field's own rule (a VIN by its
 * check character), which the contract applies across fields.
 */
function useNewValueRule(vehicleId: number): FormRule {
  const { t } = useTranslation();
  const { obj } = useDeclaredCall(vehicleChangeRequestCall);
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const field: unknown = getFieldValue('field');
      if (field === undefined || typeof value !== 'string' || value.trim() === '') return;
      const request = { vehicleId, field, toValue: value, reason: getFieldValue('reason') ?? '' };
      const issue = obj.safeParse(request).error?.issues.find((found) => found.path[0] === 'toValue');
      if (issue) throw new Error(translateIfKnown(issue.message) ?? t(ruleMessageKeys.field.invalid));
    },
  });
}

/** The chosen fact as the vehicle has it now. */
function CurrentValue({ vehicle }: { vehicle: VehicleRow }) {
  const { t } = useTranslation();
  const field = Form.useWatch<VehicleChangeFieldCode | undefined>('field');
  if (field === undefined) return null;
  return (
    <Form.Item label={t('vehicles:changes.currentValue')}>
      <Typography.Text className="vehicle-identifier">{vehicle[field] ?? t('common:none')}</Typography.Text>
    </Form.Item>
  );
}

function ChangeRequestFields({ vehicle }: { vehicle: VehicleRow }) {
  const { t } = useTranslation();
  const newValueRule = useNewValueRule(vehicle.id);
  return (
    <>
      <CallField name="field" label={t('vehicles:changes.field')}>
        <CodeSelect table={vehicleChangeField} />
      </CallField>
      <CurrentValue vehicle={vehicle} />
      <CallField
        name="toValue"
        label={t('vehicles:changes.newValue')}
        dependencies={['field']}
        rules={[newValueRule]}
      >
        <Input className="vehicle-identifier" />
      </CallField>
      <CallField name="reason" label={t('vehicles:changes.reason')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </CallField>
    </>
  );
}

/** Asks for a change of the vehicle's VIN, plate, model or series; it applies once another operator approves. */
export function ChangeRequestDialog({ open, onClose, vehicle }: OpenedByButton & { vehicle: VehicleRow }) {
  const { t } = useTranslation();
  return (
    <FormDialog<typeof vehicleChangeRequestCall, ChangeRequestValues, never>
      open={open}
      name="vehicleChangeRequest"
      title={t('vehicles:changes.requestTitle', { vin: vehicle.vin })}
      call={vehicleChangeRequestCall}
      toObj={(values) => ({
        vehicleId: vehicle.id,
        field: values.field,
        toValue: values.toValue,
        reason: values.reason,
      })}
      successText={() => t('vehicles:changes.requested')}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('vehicles:changes.requestHint')}</Typography.Paragraph>
      <ChangeRequestFields vehicle={vehicle} />
    </FormDialog>
  );
}
