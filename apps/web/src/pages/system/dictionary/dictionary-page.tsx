import { Form, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictionaryListCall } from '@simdesk/contract';
import { CallListPage } from '../../../components/list-page/call-list-page';

interface DictionaryFilterValues {
  dictType: string;
  dictLabel: string;
  enabled: 'enabled' | 'disabled';
}

function toObj(values: Partial<DictionaryFilterValues>) {
  return {
    dictType: values.dictType?.trim() || undefined,
    dictLabel: values.dictLabel?.trim() || undefined,
    enabled: values.enabled === undefined ? undefined : values.enabled === 'enabled',
  };
}

/** /sys/dictionary: the platform-wide entries and the caller company's own, by type. */
export function DictionaryPage() {
  const { t } = useTranslation();
  return (
    <CallListPage<typeof dictionaryListCall, DictionaryFilterValues>
      call={dictionaryListCall}
      rowKey={(row) => row.dictDataId}
      toObj={toObj}
      filters={
        <>
          <Form.Item name="dictType" label={t('system:dictionary.filters.dictType')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="dictLabel" label={t('system:dictionary.filters.dictLabel')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="enabled" label={t('system:dictionary.filters.enabled')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={(['enabled', 'disabled'] as const).map((state) => ({
                value: state,
                label: t(`system:dictionary.states.${state}`),
              }))}
            />
          </Form.Item>
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
        {
          title: t('system:dictionary.columns.enabled'),
          dataIndex: 'enabled',
          render: (enabled: boolean) => (
            <Tag color={enabled ? 'success' : 'default'}>
              {t(`system:dictionary.states.${enabled ? 'enabled' : 'disabled'}`)}
            </Tag>
          ),
        },
      ]}
    />
  );
}
