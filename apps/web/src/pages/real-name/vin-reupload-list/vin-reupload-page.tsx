import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { vinReuploadStatus, type VinReuploadStatusCode } from '@simdesk/contract';
import {
  realNamePageSizes,
  vinReuploadFilterOptionsCall,
  vinReuploadListCall,
  type VinReuploadRow,
} from '@simdesk/contract/modules/real-name';
import { useDialogTarget } from '../../../components/form-dialog/dialog-target';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { chosenOrUndefined } from '../../../components/list-page/list-filters';
import {
  cardInScopeObj,
  CodesCardFilters,
  type CardFilterValues,
  type CreatedInScopeValues,
} from '../../../features/real-name/real-name-filters';
import { useRealNameScope } from '../../../features/real-name/real-name-scope';
import { VinRefusedList } from './vin-refused-list';
import { vinReuploadColumns } from './vin-reupload-columns';
import { VinReuploadDialog } from './vin-reupload-dialog';

/** The re-upload list's filter form: status, card, VIN, when sent, and the caller's scope. */
interface VinReuploadFilterValues extends CardFilterValues, CreatedInScopeValues {
  status: VinReuploadStatusCode[];
}

/**
 * /vehicleCard/realname/realnameManagement/yidongVinReupload: the registrations China Mobile refused for their
 * VIN, where corrected VINs are sent (from a row, pasted, or from a file), over the re-uploads of the caller's
 * scope with the carrier's answers, newest first.
 */
export function VinReuploadPage() {
  const { t } = useTranslation();
  const scope = useRealNameScope(vinReuploadFilterOptionsCall);
  const showCompany = (scope.options?.companies.length ?? 0) > 1;
  // The text the dialog opens with; closed while there is none.
  const dialog = useDialogTarget<string>();
  const status = {
    name: 'status',
    label: t('realNameDeregistration:cards.status'),
    table: vinReuploadStatus,
  };
  return (
    <Flex vertical gap={16}>
      <VinRefusedList showCompany={showCompany} onReupload={dialog.open} />
      <CallListPage<typeof vinReuploadListCall, VinReuploadFilterValues, VinReuploadRow>
        call={vinReuploadListCall}
        className="vin-reupload-list"
        rowKey={(reupload) => reupload.id}
        toObj={(values) => ({ status: chosenOrUndefined(values.status), ...cardInScopeObj(values) })}
        paging={{ kind: 'keyset', rowsOf: (page) => page.reuploads, pageSizes: realNamePageSizes }}
        columns={vinReuploadColumns(t, showCompany)}
        emptyText={t('realNameChinaMobile:vinReupload.empty')}
        filtersPending={scope.pending}
        filters={<CodesCardFilters codes={status} options={scope.options} />}
        toolbar={<Typography.Text strong>{t('realNameChinaMobile:vinReupload.listTitle')}</Typography.Text>}
      />
      <VinReuploadDialog lineText={dialog.target} onClose={dialog.close} />
    </Flex>
  );
}
