import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathOfPage } from '@simdesk/contract';
import {
  testerAddCall,
  testerFilterOptionsCall,
  testerListCall,
  type TesterRow,
} from '@simdesk/contract/modules/real-name';
import { AddButton } from '../../../components/list-page/add-button';
import { TestingListPage } from '../testing-list-page';
import { testerColumns } from './tester-columns';
import { TesterFilters, toTesterFilter, type TesterFilterValues } from './tester-filters';

/**
 * /vehicleCard/realname/testingManagement/testerManagement: the people who test vehicles before sale, newest
 * first in keyset pages, their personal data masked, with what each tests now.
 */
export function TesterListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <TestingListPage<typeof testerListCall, TesterFilterValues, TesterRow>
      call={testerListCall}
      scopeCall={testerFilterOptionsCall}
      className="tester-list-page"
      rowsOf={(page) => page.testers}
      toObj={toTesterFilter}
      columns={(showCompany) => testerColumns(t, showCompany)}
      emptyText={t('realNameTesting:testers.empty')}
      filters={<TesterFilters />}
      toolbar={
        <AddButton call={testerAddCall} onClick={() => void navigate(pathOfPage('testerManagementAdd'))}>
          {t('realNameTesting:testers.add')}
        </AddButton>
      }
    />
  );
}
