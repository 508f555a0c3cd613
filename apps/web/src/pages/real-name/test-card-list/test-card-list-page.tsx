import { useState } from 'react';
import { PlayCircleOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  testCardFilterOptionsCall,
  testCardListCall,
  testEndCall,
  testStartCall,
  type TestCardRow,
} from '@simdesk/contract/modules/real-name';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { TestingListPage } from '../testing-list-page';
import { EndSelectedTestsButton } from './end-test-buttons';
import { StartTestDialog } from './start-test-dialog';
import { testCardColumns } from './test-card-columns';
import { TestCardFilters, toTestCardFilter, type TestCardFilterValues } from './test-card-filters';
import { TestingCapacityStrip } from './testing-capacity-strip';

const iccidsOf = (cards: readonly TestCardRow[]) => cards.map((card) => card.iccid);

/**
 * /vehicleCard/realname/testingManagement/testingCardManagement: how many testers test now of the five that
 * may, and the testable cards (state 6) of the caller's scope with who tests each; tests start and end here.
 */
export function TestCardListPage() {
  const { t } = useTranslation();
  const mayStart = useCallAllowed(testStartCall);
  const mayEnd = useCallAllowed(testEndCall);
  const [selected, setSelected] = useState<readonly TestCardRow[]>([]);
  const clearSelection = () => setSelected([]);
  const idle = selected.filter((card) => card.testRegistrationId === null);
  const tested = selected.filter((card) => card.testRegistrationId !== null);
  return (
    <Flex vertical gap={16}>
      <TestingCapacityStrip />
      <TestingListPage<typeof testCardListCall, TestCardFilterValues, TestCardRow>
        call={testCardListCall}
        scopeCall={testCardFilterOptionsCall}
        className="test-card-list-page"
        rowsOf={(page) => page.cards}
        toObj={toTestCardFilter}
        columns={(showCompany) => testCardColumns(t, showCompany)}
        emptyText={t('realNameTesting:cards.empty')}
        filters={<TestCardFilters />}
        rowSelection={
          mayStart || mayEnd
            ? {
                selectedRowKeys: selected.map((card) => card.id),
                onChange: (_keys, rows) => setSelected(rows),
                preserveSelectedRowKeys: true,
              }
            : undefined
        }
        toolbar={
          <>
            <DialogCallButton
              call={testStartCall}
              type="primary"
              icon={<PlayCircleOutlined />}
              dialog={(opened) => (
                <StartTestDialog {...opened} cardNumbers={iccidsOf(idle)} onStarted={clearSelection} />
              )}
            >
              {t('realNameTesting:start.button')}
            </DialogCallButton>
            <EndSelectedTestsButton cardNumbers={iccidsOf(tested)} onEnded={clearSelection} />
          </>
        }
      />
    </Flex>
  );
}
