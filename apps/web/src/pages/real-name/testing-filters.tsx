import { Form, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  testCardTesterOptionsCall,
  type testCardFilterOptionsCall,
  type testerFilterOptionsCall,
  type TesterRow,
  type testRecordFilterOptionsCall,
} from '@simdesk/contract/modules/real-name';
import { useCallQuery } from '../../api/use-call-query';
import { ChoiceFilter } from '../../components/list-page/list-filters';
import { useCallAllowed } from '../../components/permission/call-allowed';
import { IdentifierFilter } from '../../features/real-name/real-name-filters';

// What the testing pages filter by: the scope, a card, whether tests run, and the tester.

/** A testing page's own call for its scope filters. */
export type TestingScopeCall =
  typeof testerFilterOptionsCall | typeof testCardFilterOptionsCall | typeof testRecordFilterOptionsCall;

/** The caller's orgs (and companies, for carrier staff) through the page's own call, when it may make it. */
export function useTestingScope(call: TestingScopeCall) {
  const mayRead = useCallAllowed(call);
  const scope = useCallQuery(call, {}, { enabled: mayRead, staleTime: 60_000 });
  return { pending: mayRead && scope.isPending, options: scope.data?.rows[0] };
}

/** One card, its ICCID or MSISDN typed exactly. */
export function CardNumberFilter() {
  const { t } = useTranslation();
  return (
    <IdentifierFilter
      width={240}
      name="cardNumber"
      label={t('realName:filters.cardNumber')}
      placeholder={t('realName:filters.cardNumberPlaceholder')}
    />
  );
}

/** Whether a tester or a card is tested now, as a filter holds it. */
export type TestingState = 'testing' | 'idle';

/** The testing filter's value as a list call takes it. */
export function testingStateObj(state: TestingState | undefined): boolean | undefined {
  return state === undefined ? undefined : state === 'testing';
}

/** Only what is tested now, or only what is idle. */
export function TestingStateFilter({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      name={name}
      label={label}
      style={{ width: 140 }}
      options={[
        { value: 'testing', label: t('realNameTesting:filters.testing') },
        { value: 'idle', label: t('realNameTesting:filters.idle') },
      ]}
    />
  );
}

/** A tester as a choice names them: the name and the ID number, both masked. */
export const testerChoiceLabel = (tester: Pick<TesterRow, 'testerName' | 'idNumber'>) =>
  `${tester.testerName} · ${tester.idNumber}`;

/** One of the enabled testers a test may be started for, searched by name or ID number. */
export function TesterSelect(props: Omit<SelectProps<number>, 'options'>) {
  const testers = useCallQuery(testCardTesterOptionsCall, {}, { staleTime: 30_000 });
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      loading={testers.isPending}
      options={(testers.data?.rows ?? []).map((tester) => ({
        value: tester.id,
        label: testerChoiceLabel(tester),
      }))}
      {...props}
    />
  );
}

/** The tester filter, for operators who may read the testers a test may be started for. */
export function TesterFilter() {
  const { t } = useTranslation();
  const mayChoose = useCallAllowed(testCardTesterOptionsCall);
  if (!mayChoose) return null;
  return (
    <Form.Item name="testerId" label={t('realNameTesting:records.tester')}>
      <TesterSelect allowClear style={{ width: 220 }} />
    </Form.Item>
  );
}
