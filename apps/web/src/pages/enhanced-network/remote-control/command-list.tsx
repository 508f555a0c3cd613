import { useMemo } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { remoteCommandKind, remoteCommandState, type RemoteCommandStateCode } from '@simdesk/contract';
import {
  remoteCommandFilterOptionsCall,
  remoteCommandListCall,
  remoteControlPageSizes,
  type RemoteCommandFilter,
  type RemoteCommandRow,
} from '@simdesk/contract/modules/enhanced-network';
import { useCallQuery } from '../../../api/use-call-query';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { CallListView } from '../../../components/list-page/call-list-page';
import {
  CodeFilter,
  PeriodFilter,
  periodObj,
  type FilterPeriod,
} from '../../../components/list-page/list-filters';
import { ScopeFilters } from '../../../components/list-page/scope-filters';
import { useCallList } from '../../../components/list-page/use-call-list';
import { commandColumns } from './command-columns';

interface CommandFilterValues {
  cardNumber: string;
  state: RemoteCommandStateCode[];
  kind: RemoteCommandFilter['kind'];
  companyId: number;
  orgId: number;
  period: FilterPeriod;
}

function toCommandFilter(values: Partial<CommandFilterValues>): RemoteCommandFilter {
  return {
    cardNumber: filledOrUndefined(values.cardNumber),
    state: values.state && values.state.length > 0 ? values.state : undefined,
    kind: values.kind,
    companyId: values.companyId,
    orgId: values.orgId,
    ...periodObj(values.period),
  };
}

const openStates: readonly RemoteCommandStateCode[] = [
  remoteCommandState.byName.submitted,
  remoteCommandState.byName.delivered,
];

/** The commands sent, newest first; while some await a report or reply the list reads again every 5 s. */
export function CommandList({ toolbar }: { toolbar: React.ReactNode }) {
  const { t } = useTranslation('enhancedNetwork');
  const list = useCallList<typeof remoteCommandListCall, CommandFilterValues, RemoteCommandRow>({
    call: remoteCommandListCall,
    toObj: toCommandFilter,
    paging: { kind: 'keyset', rowsOf: (answer) => answer.commands, pageSizes: remoteControlPageSizes },
    refetchInterval: (rows) => (rows.some((row) => openStates.includes(row.state)) ? 5_000 : false),
  });
  const options = useCallQuery(remoteCommandFilterOptionsCall, {}, { staleTime: 60_000 }).data?.rows[0];
  const manyCompanies = (options?.companies.length ?? 0) > 1;
  const columns = useMemo(() => commandColumns(t, { manyCompanies }), [t, manyCompanies]);
  return (
    <CallListView<typeof remoteCommandListCall, CommandFilterValues, RemoteCommandRow>
      list={list}
      rowKey={(row) => row.id}
      columns={columns}
      emptyText={t('remoteControl.empty.commands')}
      toolbar={toolbar}
      filters={
        <>
          <Form.Item name="cardNumber" label={t('remoteControl.fields.cardNumber')}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <CodeFilter
            name="state"
            label={t('remoteControl.fields.state')}
            table={remoteCommandState}
            mode="multiple"
            maxTagCount="responsive"
            style={{ width: 200 }}
          />
          <CodeFilter
            name="kind"
            label={t('remoteControl.fields.kind')}
            table={remoteCommandKind}
            style={{ width: 160 }}
          />
          <ScopeFilters
            options={options}
            labels={{ company: t('remoteControl.fields.company'), org: t('remoteControl.fields.org') }}
            org={{ name: 'orgId' }}
          />
          <PeriodFilter label={t('remoteControl.fields.period')} />
        </>
      }
    />
  );
}
