import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  registrationExportCall,
  registrationFilterOptionsCall,
  registrationListCall,
} from '@simdesk/contract/modules/real-name';
import { withoutPaging } from '../../../components/list-page/list-filters';
import { FormatExportButton } from '../../../components/list-page/format-export-button';
import { readRecordId } from '../../../components/detail-page/record-id';
import { useRealNameScope } from '../../../features/real-name/real-name-scope';
import { RegistrationTable, useRegistrationList } from '../../../features/real-name/registration-table';
import { usePageContext } from '../../../routing/page-context';
import {
  RegistrationFilters,
  toRegistrationFilter,
  type RegistrationFilterValues,
} from './registration-filters';

/**
 * /vehicleCard/realname/realnameManagement/realnameList: every registration of the caller's scope, newest
 * first in keyset pages, personal data masked. `?batchId=` (from an enterprise batch) starts it at that batch's
 * cards, shown as a tag that removes the batch from the filter.
 */
export function RegistrationListPage() {
  const { t } = useTranslation();
  const { search } = usePageContext();
  const linkedBatchId = useMemo(() => readRecordId(search, 'batchId'), [search]);
  const [batchId, setBatchId] = useState(linkedBatchId);
  const scope = useRealNameScope(registrationFilterOptionsCall);
  const list = useRegistrationList<typeof registrationListCall, RegistrationFilterValues>({
    call: registrationListCall,
    toObj: (values) => toRegistrationFilter(values, linkedBatchId),
  });
  const { form, apply: applyObj } = list;
  const apply = (values: Partial<RegistrationFilterValues>, batch: number | undefined) => {
    setBatchId(batch);
    applyObj(toRegistrationFilter(values, batch));
  };
  // A kept-alive tab follows a later link (another batch's cards): the list starts again at that batch.
  const followedBatchId = useRef(linkedBatchId);
  const followLink = useEffectEvent((batch: number | undefined) => {
    form.resetFields();
    apply({}, batch);
  });
  useEffect(() => {
    if (followedBatchId.current === linkedBatchId) return;
    followedBatchId.current = linkedBatchId;
    followLink(linkedBatchId);
  }, [linkedBatchId]);

  return (
    <RegistrationTable<typeof registrationListCall, RegistrationFilterValues>
      list={list}
      className="registration-list-page"
      showCompany={(scope.options?.companies.length ?? 0) > 1}
      filters={<RegistrationFilters options={scope.options} />}
      filtersPending={scope.pending}
      onSearch={(values) => apply(values, batchId)}
      onReset={() => apply({}, undefined)}
      emptyText={t('realName:list.empty')}
      toolbar={(obj) => (
        <>
          <FormatExportButton
            call={registrationExportCall}
            name="registrationExport"
            toObj={(request) => ({ filter: withoutPaging(obj), ...request })}
          >
            {t('realName:list.export')}
          </FormatExportButton>
          {batchId !== undefined && (
            <Tag closable color="blue" onClose={() => apply(form.getFieldsValue(), undefined)}>
              {t('realName:list.batchFilter', { id: batchId })}
            </Tag>
          )}
        </>
      )}
    />
  );
}
