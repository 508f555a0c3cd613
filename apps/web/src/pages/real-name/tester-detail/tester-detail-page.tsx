import { testerDetailCall, testRecordListCall } from '@simdesk/contract/modules/real-name';
import { RecordDetailFrame } from '../../../components/detail-page/record-detail-frame';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { useTesterFrameTexts } from '../testing-cells';
import { TesterRecords } from './tester-records';
import { TesterSummary } from './tester-summary';

/**
 * /vehicleCard/realname/testingManagement/testerManagement/detail?id=…: one tester, what they test now, and
 * their test registrations for operators who may read those.
 */
export function TesterDetailPage() {
  const frameTexts = useTesterFrameTexts();
  const mayReadRecords = useCallAllowed(testRecordListCall);
  return (
    <RecordDetailFrame call={testerDetailCall} {...frameTexts}>
      {(tester) => (
        <>
          <TesterSummary tester={tester} />
          {/* Another tester's records start again from their first page. */}
          {mayReadRecords && <TesterRecords key={tester.id} testerId={tester.id} />}
        </>
      )}
    </RecordDetailFrame>
  );
}
