import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  realNamePageSizes,
  testRecordListCall,
  type TestRecordRow,
} from '@simdesk/contract/modules/real-name';
import { CallListView } from '../../../components/list-page/call-list-page';
import { useCallList } from '../../../components/list-page/use-call-list';
import { testRecordColumns } from '../testing-cells';

/** The tester's records take no filters: the tester names them all. */
type NoRecordFilters = Record<string, never>;

/** Every test registration of one tester, newest first (shown to operators of the test records page). */
export function TesterRecords({ testerId }: { testerId: number }) {
  const { t } = useTranslation();
  const list = useCallList<typeof testRecordListCall, NoRecordFilters, TestRecordRow>({
    call: testRecordListCall,
    toObj: () => ({ testerId }),
    paging: { kind: 'keyset', rowsOf: (page) => page.records, pageSizes: realNamePageSizes },
  });
  return (
    <CallListView<typeof testRecordListCall, NoRecordFilters, TestRecordRow>
      list={list}
      className="tester-record-list"
      rowKey={(record) => record.id}
      columns={testRecordColumns(t, { showTester: false, showCompany: false })}
      emptyText={t('realNameTesting:detail.noRecords')}
      toolbar={<Typography.Text strong>{t('realNameTesting:detail.recordsTitle')}</Typography.Text>}
    />
  );
}
