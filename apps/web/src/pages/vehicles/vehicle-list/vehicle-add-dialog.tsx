import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  fuelType,
  vehicleOrigin,
  vehicleStatus,
  vehicleType,
  type ScopeFilterOptions,
  type VehicleStatusCode,
} from '@simdesk/contract';
import { vehicleAddCall } from '@simdesk/contract/modules/vehicles';
import { CodeSelect } from '../../../components/codes/code-select';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import type { OpenedByButton } from '../../../components/permission/dialog-call-button';
import { VehicleFactsFields, type VehicleFactsValues } from '../../../features/vehicles/vehicle-facts-fields';
import { useVehicleScope } from '../../../features/vehicles/vehicle-scope';

interface VehicleAddValues extends VehicleFactsValues {
  companyId?: number;
  vin: string;
  plate?: string;
  model: string;
  series?: string;
  vehicleStatus: VehicleStatusCode;
}

const newVehicle: Partial<VehicleAddValues> = {
  vehicleStatus: vehicleStatus.byName.production,
  vehicleType: vehicleType.byName.passengerCar,
  fuelType: fuelType.byName.petrol,
  origin: vehicleOrigin.byName.domestic,
};

/** The company field, for carrier staff who add vehicles to the companies they serve. */
function CompanyField({ companies }: { companies: readonly { companyId: number; name: string }[] }) {
  const { t } = useTranslation();
  return (
    <CallField
      name="companyId"
      label={t('vehicles:columns.company')}
      required
      requiredMessage={t('vehicles:add.companyRequired')}
      className="vehicle-form-wide"
    >
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        options={companies.map((company) => ({ value: company.companyId, label: company.name }))}
      />
    </CallField>
  );
}

/** The add form's fields; the org picker offers the chosen company's orgs (carrier staff choose one). */
function AddFields({ scope }: { scope: ScopeFilterOptions | undefined }) {
  const { t } = useTranslation();
  const companies = scope?.companies ?? [];
  const companyId = Form.useWatch<number | undefined>('companyId');
  const orgs = companies.length > 1 ? scope?.orgs.filter((org) => org.companyId === companyId) : scope?.orgs;
  return (
    <div className="vehicle-form-grid">
      {companies.length > 1 && <CompanyField companies={companies} />}
      <CallField name="vin" label={t('vehicles:columns.vin')} className="vehicle-form-wide">
        <Input className="vehicle-identifier" maxLength={17} placeholder={t('vehicles:add.vinPlaceholder')} />
      </CallField>
      <CallField name="plate" label={t('vehicles:columns.plate')}>
        <Input className="vehicle-identifier" />
      </CallField>
      <CallField name="vehicleStatus" label={t('vehicles:columns.vehicleStatus')}>
        <CodeSelect table={vehicleStatus} />
      </CallField>
      <CallField name="model" label={t('vehicles:columns.model')} />
      <CallField name="series" label={t('vehicles:columns.series')} />
      <VehicleFactsFields orgs={orgs} />
    </div>
  );
}

/** Adds a vehicle: its VIN (checked by its check character as typed), plate, model, status and facts. */
export function VehicleAddDialog({ open, onClose }: OpenedByButton) {
  const { t } = useTranslation();
  const scope = useVehicleScope().data?.rows[0];
  return (
    <FormDialog<typeof vehicleAddCall, VehicleAddValues, never>
      open={open}
      name="vehicleAdd"
      title={t('vehicles:add.title')}
      call={vehicleAddCall}
      width={640}
      initialValues={newVehicle}
      // The org belongs to the chosen company: choosing another one clears it.
      onValuesChange={(changed, dialogForm) => {
        if ('companyId' in changed) dialogForm.setFieldsValue({ orgId: undefined });
      }}
      toObj={(values) => ({
        vin: values.vin,
        plate: filledOrUndefined(values.plate),
        model: values.model,
        series: filledOrUndefined(values.series),
        vehicleStatus: values.vehicleStatus,
        companyId: values.companyId,
        origin: values.origin,
        vehicleType: values.vehicleType,
        fuelType: values.fuelType,
        orgId: values.orgId,
        remark: filledOrUndefined(values.remark),
      })}
      successText={(row) => t('vehicles:add.added', { vin: row.vin })}
      onClose={onClose}
    >
      <AddFields scope={scope} />
    </FormDialog>
  );
}
