import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  realNamePageSizes,
  uploadFilterOptionsCall,
  uploadListCall,
  type UploadOutcome,
  type UploadRow,
} from '@simdesk/contract/modules/real-name';
import { CallListView } from '../../../components/list-page/call-list-page';
import { useCallList, type CallListOptions } from '../../../components/list-page/use-call-list';
import { RealNameScopeFilters } from '../../../features/real-name/real-name-scope-filters';
import { useRealNameScope } from '../../../features/real-name/real-name-scope';
import { IntegrationPanel } from './integration-panel';
import { uploadColumns } from './upload-columns';
import { toUploadFilter, UploadFilters, type UploadFilterValues } from './upload-filters';
import { UploadSummaryStrip } from './upload-summary-strip';

// Newest first, in keyset pages of the real-name lists' sizes.
const listOptions: CallListOptions<typeof uploadListCall, UploadFilterValues, UploadRow> = {
  call: uploadListCall,
  toObj: toUploadFilter,
  paging: { kind: 'keyset', rowsOf: (page) => page.uploads, pageSizes: realNamePageSizes },
};

/**
 * /vehicleCard/realname/apiManagement/upload: the registrations car makers' systems pushed through the open
 * API — what arrived, what was refused and why, and what the accepted ones became — with how to push.
 */
export function UploadListPage() {
  const list = useCallList(listOptions);
  const scope = useRealNameScope(uploadFilterOptionsCall);
  const { t } = useTranslation();
  const showCompany = (scope.options?.companies.length ?? 0) > 1;
  // An outcome tile keeps the other filters and changes the outcome alone.
  const show = (outcome: UploadOutcome | undefined) => {
    list.form.setFieldsValue({ outcome, refusalCode: undefined });
    list.search(list.form.getFieldsValue());
  };
  return (
    <Flex vertical gap={16}>
      <IntegrationPanel />
      <UploadSummaryStrip applied={list.obj} onShow={show} />
      <CallListView<typeof uploadListCall, UploadFilterValues, UploadRow>
        filters={
          <>
            <UploadFilters />
            <RealNameScopeFilters options={scope.options} />
          </>
        }
        filtersPending={scope.pending}
        list={list}
        columns={uploadColumns(t, showCompany)}
        rowKey={(upload) => upload.id}
        emptyText={t('realNameUpload:list.empty')}
      />
    </Flex>
  );
}
