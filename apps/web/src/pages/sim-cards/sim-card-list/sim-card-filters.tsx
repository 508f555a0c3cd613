import { DatePicker, Form, Input, InputNumber, Select } from 'antd';

import { useTranslation } from 'react-i18next';

import {
  cardStatus,
  carrier,
  realNameStatus,
  simCardFilterOptionsCall,
  simCardGetCustomTagCall,
  vehicleStatus,
} from '@simdesk/contract';

import { CodeSelect } from '../../../components/codes/code-select';

import { useCallQuery } from '../../../api/use-call-query';

import { ScopeFilters } from '../../../components/list-page/scope-filters';

const wide = { style: { width: 200 } };
const narrow = { style: { width: 150 } };

/** The filter bar's items: numbers, statuses from the code tables, company and org, dates, tags and usage. */
export function SimCardFilters() {
  const { t } = useTranslation('cards');
  const options = useCallQuery(simCardFilterOptionsCall, {}, { staleTime: 60_000 }).data?.rows[0];
  const tags = useCallQuery(simCardGetCustomTagCall, {}, { staleTime: 30_000 }).data?.rows ?? [];
  return (
    <>
      <Form.Item name="cardNumber" label={t('filters.cardNumber')}>
        <Input allowClear placeholder={t('filters.cardNumberPlaceholder')} {...wide} />
      </Form.Item>
      <Form.Item name="cardStatus" label={t('filters.cardStatus')}>
        <CodeSelect table={cardStatus} mode="multiple" allowClear maxTagCount="responsive" {...wide} />
      </Form.Item>
      <Form.Item name="carrier" label={t('filters.carrier')}>
        <CodeSelect table={carrier} allowClear {...narrow} />
      </Form.Item>
      <ScopeFilters
        options={options}
        labels={{ company: t('columns.company'), org: t('filters.org') }}
        org={{ name: 'orgId' }}
      />
      <Form.Item name="realNameStatus" label={t('filters.realNameStatus')}>
        <CodeSelect table={realNameStatus} allowClear {...narrow} />
      </Form.Item>
      <Form.Item name="vehicleStatus" label={t('filters.vehicleStatus')}>
        <CodeSelect table={vehicleStatus} allowClear {...narrow} />
      </Form.Item>
      <Form.Item name="activated" label={t('filters.activated')}>
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item name="tags" label={t('filters.tags')}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          options={tags.map((row) => ({ value: row.tag, label: `${row.tag} (${row.count})` }))}
          {...wide}
        />
      </Form.Item>
      <Form.Item name="dataUsedFromMegabytes" label={t('filters.dataUsedFrom')}>
        <InputNumber min={0} {...narrow} />
      </Form.Item>
      <Form.Item name="dataUsedToMegabytes" label={t('filters.dataUsedTo')}>
        <InputNumber min={0} {...narrow} />
      </Form.Item>
    </>
  );
}
