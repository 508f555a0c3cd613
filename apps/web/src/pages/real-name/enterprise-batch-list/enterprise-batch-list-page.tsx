import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  enterpriseBatchFilterOptionsCall,
  enterpriseBatchListCall,
  enterpriseBatchSubmitCall,
  realNamePageSizes,
  type EnterpriseBatchRow,
} from '@simdesk/contract/modules/real-name';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { TextFilter } from '../../../components/list-page/list-filters';
import { ScopeFilters, scopeObj, type ScopeFilterValues } from '../../../components/list-page/scope-filters';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { isBatchRunning } from '../../../features/real-name/batch-progress';
import { useRealNameScope } from '../../../features/real-name/real-name-scope';
import { EnterpriseBatchDialog } from './enterprise-batch-dialog';
import { enterpriseBatchColumns } from './enterprise-batch-columns';

interface BatchFilterValues extends ScopeFilterValues {
  enterpriseName: string;
}

// The bars move while the carrier answers; a batch's own page follows it more closely.
const runningRefreshMilliseconds = 10_000;

/**
 * /vehicleCard/realname/realnameManagement/orgBatchRn: the cards registered to enterprises before sale, one
 * batch a row with where its cards stand; a new batch is registered here and followed on its own page.
 */
export function EnterpriseBatchListPage() {
  const { t } = useTranslation();
  const scope = useRealNameScope(enterpriseBatchFilterOptionsCall);
  return (
    <CallListPage<typeof enterpriseBatchListCall, BatchFilterValues, EnterpriseBatchRow>
      call={enterpriseBatchListCall}
      className="enterprise-batch-list-page"
      rowKey={(batch) => batch.id}
      toObj={(values) => ({
        enterpriseName: filledOrUndefined(values.enterpriseName),
        ...scopeObj(values),
      })}
      paging={{ kind: 'keyset', rowsOf: (page) => page.batches, pageSizes: realNamePageSizes }}
      refetchInterval={(batches) => batches.some(isBatchRunning) && runningRefreshMilliseconds}
      columns={enterpriseBatchColumns(t)}
      emptyText={t('realName:batches.empty')}
      filtersPending={scope.pending}
      filters={
        <>
          <TextFilter
            name="enterpriseName"
            label={t('realName:batches.enterpriseName')}
            style={{ width: 220 }}
          />
          {/* Options that failed to read leave the server's scope alone. */}
          {scope.options !== undefined && (
            <ScopeFilters
              options={scope.options}
              labels={{ company: t('realName:columns.company'), org: t('realName:columns.org') }}
              org={{ name: 'orgId' }}
            />
          )}
        </>
      }
      toolbar={
        <DialogCallButton
          call={enterpriseBatchSubmitCall}
          type="primary"
          icon={<PlusOutlined />}
          dialog={(opened) => <EnterpriseBatchDialog {...opened} />}
        >
          {t('realName:batch.button')}
        </DialogCallButton>
      }
    />
  );
}
