import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { bindingStatus, type BindingStatusCode } from '@simdesk/contract';
import {
  bindingFilterOptionsCall,
  bindingListCall,
  securityPageSizes,
  bindingImportCall,
  rebindAtCarrierCall,
  unbindCardCall,
  type BindingRow,
} from '@simdesk/contract/modules/security';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { SeveralCodesFilter } from '../../../components/list-page/list-filters';
import { useLinkedFilters } from '../../../components/list-page/linked-filters';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import {
  CardScopeFilters,
  cardScopeObj,
  type CardScopeFilterValues,
} from '../../../features/security/security-filters';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { BindDialog } from './bind-dialog';
import { BindingImportDialog } from './binding-import-dialog';
import { bindingColumns } from './binding-columns';

interface BindingFilterValues extends CardScopeFilterValues {
  bindingStatus: BindingStatusCode[];
}

/**
 * /vehicleCard/cardLink/securityManagement/binding: each card's device — bound IMEI, the IMEI the network saw
 * last, separations — with bind, rebind, unbind, and a separated card rebound at the carrier.
 */
export function BindingPage() {
  const { t } = useTranslation();
  const linked = useLinkedFilters('cardNumber');
  const [bindingCard, setBindingCard] = useState<BindingRow>();
  const options = useCallQuery(bindingFilterOptionsCall, {}, { staleTime: 60_000 }).data?.rows[0];
  const canUnbind = useCallAllowed(unbindCardCall);
  const unbind = useCallMutation(unbindCardCall, { successText: () => t('security:binding.unbound') });
  const canRebind = useCallAllowed(rebindAtCarrierCall);
  const rebind = useCallMutation(rebindAtCarrierCall, {
    successText: (order) => t('security:binding.rebindSent', { orderId: order.id }),
  });
  const showCompany = (options?.companies.length ?? 0) > 1;
  return (
    <>
      <CallListPage<typeof bindingListCall, BindingFilterValues, BindingRow>
        call={bindingListCall}
        className="binding-page"
        initialValues={linked}
        rowKey={(row) => row.cardId}
        toObj={(values) => ({
          ...cardScopeObj(values),
          bindingStatus: values.bindingStatus?.length ? values.bindingStatus : undefined,
        })}
        paging={{ kind: 'keyset', rowsOf: (page) => page.bindings, pageSizes: securityPageSizes }}
        columns={bindingColumns(t, showCompany, {
          onBind: setBindingCard,
          unbind: {
            allowed: canUnbind,
            pending: unbind.isPending ? unbind.variables.cardId : undefined,
            run: (row) => unbind.mutate({ cardId: row.cardId }),
          },
          rebindAtCarrier: {
            allowed: canRebind,
            pending: rebind.isPending ? rebind.variables.cardId : undefined,
            run: (row) => rebind.mutate({ cardId: row.cardId }),
          },
        })}
        emptyText={t('security:binding.empty')}
        toolbar={
          <DialogCallButton
            call={bindingImportCall}
            icon={<UploadOutlined />}
            dialog={(opened) => <BindingImportDialog {...opened} />}
          >
            {t('security:import.button')}
          </DialogCallButton>
        }
        filters={
          <>
            <SeveralCodesFilter
              name="bindingStatus"
              label={t('security:columns.bindingStatus')}
              table={bindingStatus}
            />
            <CardScopeFilters t={t} options={options} />
          </>
        }
      />
      <BindDialog binding={bindingCard} onClose={() => setBindingCard(undefined)} />
    </>
  );
}
