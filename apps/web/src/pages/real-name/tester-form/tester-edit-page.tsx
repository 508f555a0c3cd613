import { useTranslation } from 'react-i18next';
import { testerDetailCall, testerEditCall } from '@simdesk/contract/modules/real-name';
import { RecordDetailFrame } from '../../../components/detail-page/record-detail-frame';
import { useTesterFrameTexts } from '../testing-cells';
import { TesterFields } from './tester-fields';
import { TesterFormCard } from './tester-form-card';
import { testerEditValues, toTesterEditObj } from './tester-values';

/**
 * /vehicleCard/realname/testingManagement/testerManagement/edit?id=…: a tester's name, mobile, note and whether
 * they may start tests; the ID number stays as added.
 */
export function TesterEditPage() {
  const { t } = useTranslation();
  const frameTexts = useTesterFrameTexts();
  return (
    <RecordDetailFrame call={testerDetailCall} {...frameTexts}>
      {(tester) => (
        <TesterFormCard
          call={testerEditCall}
          title={t('realNameTesting:form.editTitle', { name: tester.testerName })}
          initialValues={testerEditValues(tester)}
          toObj={(values) => toTesterEditObj(tester.id, values)}
          savedText={(saved) => t('realNameTesting:form.saved', { name: saved.testerName })}
        >
          <TesterFields tester={tester} />
        </TesterFormCard>
      )}
    </RecordDetailFrame>
  );
}
