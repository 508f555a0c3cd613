import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cardChangeStatus, type CardChangeStatusCode } from '@simdesk/contract';
import {
  cardChangeFilterOptionsCall,
  cardChangeListCall,
  cardChangeSubmitCall,
  isOpenCardChange,
  realNamePageSizes,
  type CardChangeRow,
} from '@simdesk/contract/modules/real-name';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { chosenOrUndefined } from '../../../components/list-page/list-filters';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import {
  cardInScopeObj,
  CodesCardFilters,
  type CardFilterValues,
  type CreatedInScopeValues,
} from '../../../features/real-name/real-name-filters';
import { useRealNameScope } from '../../../features/real-name/real-name-scope';
import { cardChangeColumns } from './card-change-columns';
import { CardChangeDialog } from './card-change-dialog';

/** The list's filter form: status, a card (old or new), the VIN, when sent, and the caller's scope. */
interface CardChangeFilterValues extends CardFilterValues, CreatedInScopeValues {
  status: CardChangeStatusCode[];
}

const isOpen = (change: CardChangeRow) => isOpenCardChange(change.status);
// Open changes move while the carrier answers; their own page follows them more closely.
const openRefreshMilliseconds = 10_000;

/**
 * /vehicleCard/realname/vehicleManagement/vehicleChangeCard: the card changes of the caller's scope, newest
 * first, each followed through the carrier (old card released, new card registered, vehicle updated); a
 * vehicle's card is changed here and a failed change retried from its row.
 */
export function CardChangeListPage() {
  const { t } = useTranslation();
  const scope = useRealNameScope(cardChangeFilterOptionsCall);
  const showCompany = (scope.options?.companies.length ?? 0) > 1;
  const status = { name: 'status', label: t('realNameCardChange:list.status'), table: cardChangeStatus };
  return (
    <CallListPage<typeof cardChangeListCall, CardChangeFilterValues, CardChangeRow>
      call={cardChangeListCall}
      className="card-change-list"
      rowKey={(change) => change.id}
      toObj={(values) => ({ status: chosenOrUndefined(values.status), ...cardInScopeObj(values) })}
      paging={{ kind: 'keyset', rowsOf: (page) => page.changes, pageSizes: realNamePageSizes }}
      refetchInterval={(changes) => changes.some(isOpen) && openRefreshMilliseconds}
      columns={cardChangeColumns(t, showCompany)}
      emptyText={t('realNameCardChange:list.empty')}
      filtersPending={scope.pending}
      filters={<CodesCardFilters codes={status} options={scope.options} />}
      toolbar={
        <DialogCallButton
          call={cardChangeSubmitCall}
          type="primary"
          icon={<SwapOutlined />}
          dialog={(opened) => <CardChangeDialog {...opened} />}
        >
          {t('realNameCardChange:form.button')}
        </DialogCallButton>
      }
    />
  );
}
