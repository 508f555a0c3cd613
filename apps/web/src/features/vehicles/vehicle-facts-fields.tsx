import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  fuelType,
  vehicleOrigin,
  vehicleType,
  type FuelTypeCode,
  type VehicleOriginCode,
  type VehicleTypeCode,
} from '@simdesk/contract';
import { CodeSelect } from '../../components/codes/code-select';
import { CallField } from '../../components/forms/call-field';
import { OrgTreeSelect } from '../../components/forms/org-tree-select';
import type { FlatOrg } from '../../components/forms/org-tree';
import './vehicles.css';

/** What the add and edit forms set freely; VIN, plate, model and series change through review once saved. */
export interface VehicleFactsValues {
  origin: VehicleOriginCode;
  vehicleType: VehicleTypeCode;
  fuelType: FuelTypeCode;
  orgId?: number;
  remark?: string;
}

/** The origin, type, fuel, org and remark fields of the add and edit dialogs (in their form grid). */
export function VehicleFactsFields({ orgs }: { orgs: readonly FlatOrg[] | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <CallField name="vehicleType" label={t('vehicles:columns.vehicleType')}>
        <CodeSelect table={vehicleType} />
      </CallField>
      <CallField name="fuelType" label={t('vehicles:columns.fuelType')}>
        <CodeSelect table={fuelType} />
      </CallField>
      <CallField name="origin" label={t('vehicles:columns.origin')}>
        <CodeSelect table={vehicleOrigin} />
      </CallField>
      <CallField name="orgId" label={t('vehicles:columns.org')}>
        <OrgTreeSelect orgs={orgs} allowClear placeholder={t('vehicles:form.orgPlaceholder')} />
      </CallField>
      <CallField name="remark" label={t('vehicles:columns.remark')} className="vehicle-form-wide">
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
      </CallField>
    </>
  );
}
