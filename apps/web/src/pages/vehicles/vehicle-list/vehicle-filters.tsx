import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  fuelType,
  normalizeIdentifier,
  vehicleStatus,
  vehicleType,
  type CallObj,
  type FuelTypeCode,
  type ScopeFilterOptions,
  type VehicleStatusCode,
  type VehicleTypeCode,
} from '@simdesk/contract';
import type { vehicleListCall } from '@simdesk/contract/modules/vehicles';
import { CallField } from '../../../components/forms/call-field';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import {
  chosenOrUndefined,
  SeveralCodesFilter,
  TextFilter,
} from '../../../components/list-page/list-filters';
import { ScopeFilters, scopeObj, type ScopeFilterValues } from '../../../components/list-page/scope-filters';

/** The vehicle list's filter form. */
export interface VehicleFilterValues extends ScopeFilterValues {
  vin: string;
  plate: string;
  model: string;
  vehicleStatus: VehicleStatusCode[];
  vehicleType: VehicleTypeCode[];
  fuelType: FuelTypeCode[];
}

/** The VIN a link names (`?vin=`, where the quick search forwards), for the list to start with. */
export function readLinkedVin(search: string): string | undefined {
  const vin = normalizeIdentifier('vin', new URLSearchParams(search).get('vin') ?? '');
  return vin === '' ? undefined : vin;
}

/** The list call's obj from the form's values and the pasted VINs of the batch query. */
export function toVehicleFilter(
  values: Partial<VehicleFilterValues>,
  batchVins: readonly string[],
): CallObj<typeof vehicleListCall> {
  return {
    vin: filledOrUndefined(values.vin),
    vins: batchVins.length > 0 ? [...batchVins] : undefined,
    plate: filledOrUndefined(values.plate),
    model: filledOrUndefined(values.model),
    vehicleStatus: chosenOrUndefined(values.vehicleStatus),
    vehicleType: chosenOrUndefined(values.vehicleType),
    fuelType: chosenOrUndefined(values.fuelType),
    ...scopeObj(values),
  };
}

/** VIN (one, or its first characters), plate, model, status, type, fuel, and the caller's scope. */
export function VehicleFilters({ options }: { options: ScopeFilterOptions | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <CallField name="vin" label={t('vehicles:columns.vin')}>
        <Input
          allowClear
          className="vehicle-identifier"
          style={{ width: 260 }}
          placeholder={t('vehicles:filters.vinPlaceholder')}
        />
      </CallField>
      <TextFilter name="plate" label={t('vehicles:columns.plate')} style={{ width: 140 }} />
      <TextFilter name="model" label={t('vehicles:columns.model')} style={{ width: 160 }} />
      <SeveralCodesFilter
        name="vehicleStatus"
        label={t('vehicles:columns.vehicleStatus')}
        table={vehicleStatus}
      />
      <SeveralCodesFilter name="vehicleType" label={t('vehicles:columns.vehicleType')} table={vehicleType} />
      <SeveralCodesFilter name="fuelType" label={t('vehicles:columns.fuelType')} table={fuelType} />
      <ScopeFilters
        options={options}
        labels={{ company: t('vehicles:columns.company'), org: t('vehicles:columns.org') }}
        org={{ name: 'orgId' }}
      />
    </>
  );
}
