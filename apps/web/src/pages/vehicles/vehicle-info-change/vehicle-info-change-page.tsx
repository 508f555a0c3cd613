import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  pathOfPage,
  vehicleChangeField,
  vehicleChangeReviewStatus,
  type VehicleChangeFieldCode,
  type VehicleChangeReviewStatusCode,
} from '@simdesk/contract';
import {
  vehicleChangeListCall,
  vehiclePageSizes,
  type VehicleChangeRow,
} from '@simdesk/contract/modules/vehicles';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { CallListPage } from '../../../components/list-page/call-list-page';
import {
  chosenOrUndefined,
  SeveralCodesFilter,
  TextFilter,
} from '../../../components/list-page/list-filters';
import { ScopeFilters, scopeObj, type ScopeFilterValues } from '../../../components/list-page/scope-filters';
import { vehicleChangeColumns } from '../../../features/vehicles/vehicle-change-columns';
import { useVehicleScope } from '../../../features/vehicles/vehicle-scope';
import { RejectDialog } from './reject-dialog';
import { ReviewActions } from './review-actions';

interface ChangeFilterValues extends ScopeFilterValues {
  vin: string;
  field: VehicleChangeFieldCode[];
  reviewStatus: VehicleChangeReviewStatusCode[];
}

// Reviewers open the page to what waits for them.
const waitingForReview: Partial<ChangeFilterValues> = {
  reviewStatus: [vehicleChangeReviewStatus.byName.pending],
};

/**
 * /vehicleCard/realname/vehicleManagement/vehicleInfoChange: the changes of vehicles' VIN, plate, model or
 * series asked for in the caller's scope, approved or rejected here; they are asked for on a vehicle's page.
 */
export function VehicleInfoChangePage() {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState<VehicleChangeRow>();
  const scope = useVehicleScope();
  const options = scope.data?.rows[0];
  const scopeColumns: TableColumnsType<VehicleChangeRow> = [
    ...((options?.companies.length ?? 0) > 1
      ? [{ key: 'company', title: t('vehicles:columns.company'), dataIndex: 'companyName' }]
      : []),
    { key: 'org', title: t('vehicles:columns.org'), dataIndex: 'orgName' },
  ];
  const actions: TableColumnsType<VehicleChangeRow>[number] = {
    key: 'actions',
    title: t('vehicles:columns.actions'),
    fixed: 'right',
    render: (_, change) => <ReviewActions change={change} onReject={setRejecting} />,
  };
  return (
    <>
      <CallListPage<typeof vehicleChangeListCall, ChangeFilterValues, VehicleChangeRow>
        call={vehicleChangeListCall}
        className="vehicle-info-change-page"
        initialValues={waitingForReview}
        rowKey={(change) => change.id}
        toObj={(values) => ({
          vin: filledOrUndefined(values.vin),
          field: chosenOrUndefined(values.field),
          reviewStatus: chosenOrUndefined(values.reviewStatus),
          ...scopeObj(values),
        })}
        paging={{ kind: 'keyset', rowsOf: (page) => page.changes, pageSizes: vehiclePageSizes }}
        filtersPending={scope.isPending}
        columns={[...vehicleChangeColumns(t, { withVehicle: true }), ...scopeColumns, actions]}
        emptyText={t('vehicles:review.empty')}
        toolbar={
          <Typography.Text type="secondary">
            {t('vehicles:review.whereToRequest')}{' '}
            <Link to={pathOfPage('vehicleList')}>{t('vehicles:review.openVehicleList')}</Link>
          </Typography.Text>
        }
        filters={
          <>
            <TextFilter name="vin" label={t('vehicles:columns.vin')} style={{ width: 200 }} />
            <SeveralCodesFilter name="field" label={t('vehicles:changes.field')} table={vehicleChangeField} />
            <SeveralCodesFilter
              name="reviewStatus"
              label={t('vehicles:changes.reviewStatus')}
              table={vehicleChangeReviewStatus}
            />
            <ScopeFilters
              options={options}
              labels={{ company: t('vehicles:columns.company'), org: t('vehicles:columns.org') }}
              org={{ name: 'orgId' }}
            />
          </>
        }
      />
      <RejectDialog change={rejecting} onClose={() => setRejecting(undefined)} />
    </>
  );
}
