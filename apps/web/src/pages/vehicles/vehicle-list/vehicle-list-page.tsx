import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  vehicleAddCall,
  vehicleExportCall,
  vehicleListCall,
  vehiclePageSizes,
  type VehicleRow,
} from '@simdesk/contract/modules/vehicles';
import { CallListView } from '../../../components/list-page/call-list-page';
import { FormatExportButton } from '../../../components/list-page/format-export-button';
import { withoutPaging } from '../../../components/list-page/list-filters';
import { useCallList } from '../../../components/list-page/use-call-list';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { VehicleEditDialog } from '../../../features/vehicles/vehicle-edit-dialog';
import { useVehicleScope } from '../../../features/vehicles/vehicle-scope';
import { VehicleStatusDialog } from '../../../features/vehicles/vehicle-status-dialog';
import { usePageContext } from '../../../routing/page-context';
import { VehicleAddDialog } from './vehicle-add-dialog';
import { vehicleColumns } from './vehicle-columns';
import { VehicleImportButtons } from './vehicle-import-buttons';
import { readLinkedVin, toVehicleFilter, VehicleFilters, type VehicleFilterValues } from './vehicle-filters';
import { VinBatchDialog } from './vin-batch-dialog';

/**
 * /vehicleCard/realname/vehicleManagement/vehicleList: the vehicles of the caller's scope in keyset pages, with
 * filters, a batch query of up to 1,000 VINs, adding, editing and status changes. `?vin=` (the quick search)
 * starts it filtered by that VIN.
 */
export function VehicleListPage() {
  const { t } = useTranslation();
  const { search } = usePageContext();
  const linkedVin = useMemo(() => readLinkedVin(search), [search]);
  const [batchVins, setBatchVins] = useState<string[]>([]);
  const [batchOpen, setBatchOpen] = useState(false);
  const [editing, setEditing] = useState<VehicleRow>();
  const [changingStatus, setChangingStatus] = useState<VehicleRow>();
  const scope = useVehicleScope();
  const options = scope.data?.rows[0];
  const list = useCallList<typeof vehicleListCall, VehicleFilterValues, VehicleRow>({
    call: vehicleListCall,
    toObj: (values) => toVehicleFilter(values, []),
    paging: { kind: 'keyset', rowsOf: (page) => page.vehicles, pageSizes: vehiclePageSizes },
    initialValues: linkedVin === undefined ? undefined : { vin: linkedVin },
  });
  const { form, apply: applyObj } = list;
  const apply = (values: Partial<VehicleFilterValues>, vins: string[]) => {
    setBatchVins(vins);
    applyObj(toVehicleFilter(values, vins));
  };
  // A kept-alive tab follows a later link (another quick search): the list starts again at its VIN.
  const followedVin = useRef(linkedVin);
  const followLink = useEffectEvent((vin: string | undefined) => {
    form.resetFields();
    form.setFieldsValue({ vin });
    apply({ vin }, []);
  });
  useEffect(() => {
    if (followedVin.current === linkedVin) return;
    followedVin.current = linkedVin;
    followLink(linkedVin);
  }, [linkedVin]);

  return (
    <>
      <CallListView<typeof vehicleListCall, VehicleFilterValues, VehicleRow>
        list={list}
        className="vehicle-list-page"
        rowKey={(vehicle) => vehicle.id}
        filters={<VehicleFilters options={options} />}
        filtersPending={scope.isPending}
        onSearch={(values) => apply(values, batchVins)}
        onReset={() => apply({}, [])}
        columns={vehicleColumns(t, (options?.companies.length ?? 0) > 1, {
          onEdit: setEditing,
          onChangeStatus: setChangingStatus,
        })}
        emptyText={t('vehicles:list.empty')}
        toolbar={(obj) => (
          <>
            <DialogCallButton
              call={vehicleAddCall}
              type="primary"
              icon={<PlusOutlined />}
              dialog={(opened) => <VehicleAddDialog {...opened} />}
            >
              {t('vehicles:add.button')}
            </DialogCallButton>
            <Button onClick={() => setBatchOpen(true)}>{t('vehicles:batch.open')}</Button>
            <FormatExportButton
              call={vehicleExportCall}
              name="vehicleExport"
              toObj={(request) => ({ filter: withoutPaging(obj), ...request })}
            >
              {t('vehicles:list.export')}
            </FormatExportButton>
            <VehicleImportButtons />
            {batchVins.length > 0 && (
              <Tag closable color="blue" onClose={() => apply(form.getFieldsValue(), [])}>
                {t('vehicles:batch.active', { count: batchVins.length })}
              </Tag>
            )}
          </>
        )}
      />
      <VinBatchDialog
        open={batchOpen}
        onClose={() => setBatchOpen(false)}
        onQuery={(vins) => {
          setBatchOpen(false);
          apply(form.getFieldsValue(), vins);
        }}
      />
      <VehicleEditDialog vehicle={editing} onClose={() => setEditing(undefined)} />
      <VehicleStatusDialog vehicle={changingStatus} onClose={() => setChangingStatus(undefined)} />
    </>
  );
}
