import { useState } from 'react';
import { Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardBillListCall, type CardBillRow } from '@simdesk/contract/modules/bills';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { CallListView } from '../../../components/list-page/call-list-page';
import { TextFilter } from '../../../components/list-page/list-filters';
import { useCallList } from '../../../components/list-page/use-call-list';
import { billMonthOptions, monthBefore } from '../../../features/bills/bill-figures';
import { usePageContext } from '../../../routing/page-context';
import { CompanyFilter } from '../../../features/bills/company-filter';
import { AssignPlanButton } from './assign-plan-dialog';
import { cardBillColumns } from './card-bill-columns';
import { CardBillExportButton } from './card-bill-export-button';
import { CardBillTotals } from './card-bill-totals';

interface CardBillFilterValues {
  month: string;
  companyId: number;
  cardNumber: string;
  overIncluded: boolean;
}

const pageSizes = [20, 50, 100];

/**
 * /billManagement/simCardBill: each card's bill of a month with the totals of every bill the filters select;
 * ?month=&companyId= (from a company bill) opens one company's month. Chosen cards can be put on a rate plan.
 */
export function CardBillPage() {
  const { t } = useTranslation('bills');
  const opened = new URLSearchParams(usePageContext().search);
  const initialMonth = opened.get('month') ?? monthBefore(1);
  const initialCompany = Number(opened.get('companyId')) || undefined;
  const [selected, setSelected] = useState<number[]>([]);
  const list = useCallList<typeof cardBillListCall, CardBillFilterValues, CardBillRow>({
    call: cardBillListCall,
    toObj: (values) => ({
      month: values.month ?? initialMonth,
      companyId: 'companyId' in values ? values.companyId : initialCompany,
      cardNumber: filledOrUndefined(values.cardNumber),
      overIncluded: values.overIncluded || undefined,
      pageSize: pageSizes[0] ?? 20,
    }),
    paging: { kind: 'keyset', rowsOf: (answer) => answer.bills, pageSizes },
  });
  return (
    <CallListView<typeof cardBillListCall, CardBillFilterValues, CardBillRow>
      list={list}
      rowKey={(row) => row.cardId}
      filters={
        <>
          <Form.Item name="month" label={t('fields.month')} initialValue={initialMonth}>
            <Select style={{ width: 140 }} options={billMonthOptions()} />
          </Form.Item>
          <CompanyFilter initialValue={initialCompany} />
          <TextFilter name="cardNumber" label={t('fields.cardNumber')} />
          <Form.Item name="overIncluded" valuePropName="checked">
            <Checkbox>{t('fields.overIncluded')}</Checkbox>
          </Form.Item>
        </>
      }
      toolbar={(obj) => (
        <>
          <CardBillTotals obj={obj} />
          <AssignPlanButton cardIds={selected} companyId={obj.companyId} onAssigned={() => setSelected([])} />
          <CardBillExportButton obj={obj} />
        </>
      )}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
      columns={cardBillColumns(t)}
    />
  );
}
