import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deregistrationReason } from '@simdesk/contract';
import {
  deregistrationFilterOptionsCall,
  deregistrationListCall,
  deregistrationSubmitCall,
  type DeregistrationRow,
} from '@simdesk/contract/modules/real-name';
import { PeriodFilter, SeveralCodesFilter } from '../../../components/list-page/list-filters';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { BatchListPage } from '../../../features/real-name/batch-list-page';
import { deregistrationColumns } from './deregistration-columns';
import { DeregistrationDialog } from './deregistration-dialog';
import { toDeregistrationFilter, type DeregistrationFilterValues } from './deregistration-values';

/**
 * /vehicleCard/realname/realnameManagement/batchLogout: the deregistrations of the caller's scope, one a row
 * with where its cards stand; cards are deregistered here and followed on the deregistration's own page.
 */
export function DeregistrationListPage() {
  const { t } = useTranslation();
  return (
    <BatchListPage<typeof deregistrationListCall, DeregistrationFilterValues, DeregistrationRow>
      className="deregistration-list-page"
      columns={deregistrationColumns(t)}
      call={deregistrationListCall}
      rowsOf={(page) => page.deregistrations}
      toObj={toDeregistrationFilter}
      scopeCall={deregistrationFilterOptionsCall}
      emptyText={t('realNameDeregistration:list.empty')}
      filters={
        <>
          <SeveralCodesFilter
            name="reason"
            label={t('realNameDeregistration:list.reason')}
            table={deregistrationReason}
          />
          <PeriodFilter label={t('realNameDeregistration:list.period')} />
        </>
      }
      toolbar={
        <DialogCallButton
          call={deregistrationSubmitCall}
          type="primary"
          icon={<StopOutlined />}
          dialog={(opened) => <DeregistrationDialog {...opened} />}
        >
          {t('realNameDeregistration:form.button')}
        </DialogCallButton>
      }
    />
  );
}
