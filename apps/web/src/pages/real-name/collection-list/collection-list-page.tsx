import { useTranslation } from 'react-i18next';
import {
  collectionExportCall,
  collectionFilterOptionsCall,
  collectionListCall,
  realNamePageSizes,
  type CollectionRow,
} from '@simdesk/contract/modules/real-name';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { FormatExportButton } from '../../../components/list-page/format-export-button';
import { withoutPaging } from '../../../components/list-page/list-filters';
import { useRealNameScope } from '../../../features/real-name/real-name-scope';
import { collectionColumns } from './collection-columns';
import { CollectionFilters, toCollectionFilter, type CollectionFilterValues } from './collection-filters';
import { SendLinkButton } from './send-link-dialog';

/**
 * /vehicleCard/realname/apiManagement/collecting: the owners' registrations at sale. A link sent for one card
 * lets its buyer register in the service hall; each row says where the owner stands, newest first in keyset
 * pages, the owner's name masked.
 */
export function CollectionListPage() {
  const { t } = useTranslation();
  const scope = useRealNameScope(collectionFilterOptionsCall);
  return (
    <CallListPage<typeof collectionListCall, CollectionFilterValues, CollectionRow>
      call={collectionListCall}
      className="collection-list-page"
      rowKey={(collection) => collection.id}
      toObj={toCollectionFilter}
      paging={{ kind: 'keyset', rowsOf: (page) => page.collections, pageSizes: realNamePageSizes }}
      columns={collectionColumns(t, (scope.options?.companies.length ?? 0) > 1)}
      emptyText={t('realName:collecting.empty')}
      filtersPending={scope.pending}
      filters={<CollectionFilters options={scope.options} />}
      toolbar={(obj) => (
        <>
          <SendLinkButton />
          <FormatExportButton
            call={collectionExportCall}
            name="collectionExport"
            toObj={(request) => ({ filter: withoutPaging(obj), ...request })}
          >
            {t('realName:list.export')}
          </FormatExportButton>
        </>
      )}
    />
  );
}
