import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  enterpriseBatchFilterOptionsCall,
  enterpriseBatchListCall,
  enterpriseBatchSubmitCall,
  type EnterpriseBatchRow,
} from '@simdesk/contract/modules/real-name';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { TextFilter } from '../../../components/list-page/list-filters';
import { scopeObj, type ScopeFilterValues } from '../../../components/list-page/scope-filters';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { BatchListPage } from '../../../features/real-name/batch-list-page';
import { EnterpriseBatchDialog } from './enterprise-batch-dialog';
import { enterpriseBatchColumns } from './enterprise-batch-columns';

interface BatchFilterValues extends ScopeFilterValues {
  enterpriseName: string;
}

/**
 * /vehicleCard/realname/realnameManagement/orgBatchRn: the cards registered to enterprises before sale, one
 * batch a row with where its cards stand; a new batch is registered here and followed on its own page.
 */
export function EnterpriseBatchListPage() {
  const { t } = useTranslation();
  return (
    <BatchListPage<typeof enterpriseBatchListCall, BatchFilterValues, EnterpriseBatchRow>
      call={enterpriseBatchListCall}
      scopeCall={enterpriseBatchFilterOptionsCall}
      rowsOf={(page) => page.batches}
      className="enterprise-batch-list-page"
      toObj={(values) => ({
        enterpriseName: filledOrUndefined(values.enterpriseName),
        ...scopeObj(values),
      })}
      columns={enterpriseBatchColumns(t)}
      emptyText={t('realName:batches.empty')}
      filters={
        <TextFilter
          name="enterpriseName"
          label={t('realName:batches.enterpriseName')}
          style={{ width: 220 }}
        />
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
