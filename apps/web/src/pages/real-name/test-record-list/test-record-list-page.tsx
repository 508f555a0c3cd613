import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  testRecordFilterOptionsCall,
  testRecordListCall,
  type TestRecordRow,
} from '@simdesk/contract/modules/real-name';
import { testRecordColumns } from '../testing-cells';
import { TestingListPage } from '../testing-list-page';
import { TestRecordDrawer } from './test-record-drawer';
import { TestRecordFilters, toTestRecordFilter, type TestRecordFilterValues } from './test-record-filters';

/**
 * /vehicleCard/realname/testingManagement/testRnRecord: every test registration of the caller's scope, newest
 * first in keyset pages; a record's card opens it in a drawer (records have no page of their own).
 */
export function TestRecordListPage() {
  const { t } = useTranslation();
  const [openedId, setOpenedId] = useState<number>();
  const open = (record: TestRecordRow) => setOpenedId(record.id);
  return (
    <>
      <TestingListPage<typeof testRecordListCall, TestRecordFilterValues, TestRecordRow>
        call={testRecordListCall}
        scopeCall={testRecordFilterOptionsCall}
        className="test-record-list-page"
        rowsOf={(page) => page.records}
        toObj={toTestRecordFilter}
        columns={(showCompany) => testRecordColumns(t, { showTester: true, showCompany, onOpen: open })}
        emptyText={t('realNameTesting:records.empty')}
        filters={<TestRecordFilters />}
      />
      <TestRecordDrawer recordId={openedId} onClose={() => setOpenedId(undefined)} />
    </>
  );
}
