import { Form, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  dictionaryAddCall,
  dictionaryListCall,
  dictionaryScopesCall,
  type DictionaryListRow,
} from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { useDialogTarget } from '../../../components/form-dialog/dialog-target';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { AddButton } from '../../../components/list-page/add-button';
import { CallListPage } from '../../../components/list-page/call-list-page';
import {
  EnabledFilter,
  enabledColumn,
  enabledFilterObj,
  type EnabledState,
} from '../../../components/list-page/enabled-state';
import { TextFilter } from '../../../components/list-page/list-filters';
import { CustomAddressPanel } from './custom-address-panel';
import { DictionaryEntryModal, type DictionaryEntryDialog } from './dictionary-entry-modal';
import { DictionaryRowActions } from './dictionary-row-actions';
import { DictionaryTypeInput } from './dictionary-type-input';
import './dictionary-page.css';

interface DictionaryFilterValues {
  dictType: string;
  dictLabel: string;
  enabled: EnabledState;
}

function toObj(values: Partial<DictionaryFilterValues>) {
  return {
    dictType: filledOrUndefined(values.dictType),
    dictLabel: filledOrUndefined(values.dictLabel),
    enabled: enabledFilterObj(values.enabled),
  };
}

function DictionaryEntries() {
  const { t } = useTranslation();
  const scopes = useCallQuery(dictionaryScopesCall, {}, { staleTime: Infinity });
  const platformWideAllowed = scopes.data?.rows[0]?.platformWide ?? false;
  const dialog = useDialogTarget<DictionaryEntryDialog>();
  return (
    <>
      <CallListPage<typeof dictionaryListCall, DictionaryFilterValues>
        call={dictionaryListCall}
        rowKey={(row) => row.dictDataId}
        toObj={toObj}
        toolbar={
          <AddButton call={dictionaryAddCall} onClick={() => dialog.open({ kind: 'add' })}>
            {t('system:dictionary.add')}
          </AddButton>
        }
        filters={
          <>
            <Form.Item name="dictType" label={t('system:dictionary.filters.dictType')}>
              <DictionaryTypeInput allowClear style={{ width: 180 }} />
            </Form.Item>
            <TextFilter name="dictLabel" label={t('system:dictionary.filters.dictLabel')} />
            <EnabledFilter
              label={t('system:dictionary.filters.enabled')}
              stateText={(state) => t(`system:dictionary.states.${state}`)}
              width={140}
            />
          </>
        }
        columns={[
          { title: t('system:dictionary.columns.dictType'), dataIndex: 'dictType' },
          { title: t('system:dictionary.columns.dictLabel'), dataIndex: 'dictLabel' },
          { title: t('system:dictionary.columns.dictValue'), dataIndex: 'dictValue' },
          { title: t('system:dictionary.columns.orderNum'), dataIndex: 'orderNum' },
          {
            title: t('system:dictionary.columns.scope'),
            dataIndex: 'companyOwned',
            render: (companyOwned: boolean) =>
              t(`system:dictionary.scopes.${companyOwned ? 'company' : 'platform'}`),
          },
          enabledColumn(t('system:dictionary.columns.enabled'), (state) =>
            t(`system:dictionary.states.${state}`),
          ),
          {
            title: t('system:dictionary.columns.actions'),
            key: 'actions',
            render: (_: unknown, entry: DictionaryListRow) => (
              <DictionaryRowActions
                entry={entry}
                changeable={entry.companyOwned || platformWideAllowed}
                onEdit={() => dialog.open({ kind: 'edit', row: entry })}
              />
            ),
          },
        ]}
      />
      <DictionaryEntryModal
        target={dialog.target}
        platformWideAllowed={platformWideAllowed}
        onClose={dialog.close}
      />
    </>
  );
}

/** /sys/dictionary: the platform-wide entries and the caller company's own, by type; and its own addresses. */
export function DictionaryPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      className="dictionary-page"
      items={[
        { key: 'entries', label: t('system:dictionary.tabs.entries'), children: <DictionaryEntries /> },
        { key: 'addresses', label: t('system:dictionary.tabs.addresses'), children: <CustomAddressPanel /> },
      ]}
    />
  );
}
