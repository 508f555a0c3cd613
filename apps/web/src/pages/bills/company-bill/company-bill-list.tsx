import { Button, Form, Select, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathOfPage } from '@simdesk/contract';
import { companyBillListCall, type CompanyBillRow } from '@simdesk/contract/modules/bills';
import { CallListView } from '../../../components/list-page/call-list-page';
import { useCallList } from '../../../components/list-page/use-call-list';
import { BillFreshness, billMonthOptions, yuanText } from '../../../features/bills/bill-figures';
import { CompanyFilter } from '../../../features/bills/company-filter';
import { BillMonthChart } from './bill-month-chart';
import { RecomputeButton } from './recompute-dialog';

interface CompanyBillFilterValues {
  companyId: number;
  month: string;
}

const pageSizes = [10, 20, 50];

/** Company bills, newest month first, under the chart of the last 12 months; each opens its card bills. */
export function CompanyBillList() {
  const { t } = useTranslation('bills');
  const navigate = useNavigate();
  const list = useCallList<typeof companyBillListCall, CompanyBillFilterValues, CompanyBillRow>({
    call: companyBillListCall,
    toObj: (values) => ({ companyId: values.companyId, month: values.month, pageSize: pageSizes[0] ?? 10 }),
    paging: { kind: 'keyset', rowsOf: (answer) => answer.bills, pageSizes },
    pageSize: pageSizes[0],
  });
  const openCardBills = (bill: CompanyBillRow) =>
    void navigate(`${pathOfPage('simCardBill')}?month=${bill.month}&companyId=${bill.companyId}`);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <BillMonthChart companyId={list.obj.companyId} />
      <CallListView<typeof companyBillListCall, CompanyBillFilterValues, CompanyBillRow>
        list={list}
        rowKey={(row) => row.id}
        filters={
          <>
            <CompanyFilter />
            <Form.Item name="month" label={t('fields.month')}>
              <Select allowClear style={{ width: 140 }} options={billMonthOptions()} />
            </Form.Item>
          </>
        }
        toolbar={<RecomputeButton />}
        columns={[
          { title: t('fields.month'), dataIndex: 'month' },
          { title: t('fields.company'), dataIndex: 'companyName' },
          { title: t('fields.cardCount'), dataIndex: 'cardCount', align: 'right' },
          { title: t('fields.monthlyFee'), dataIndex: 'monthlyFeeCents', align: 'right', render: yuanText },
          { title: t('fields.overageCharge'), dataIndex: 'overageCents', align: 'right', render: yuanText },
          { title: t('fields.poolOverage'), dataIndex: 'poolOverageCents', align: 'right', render: yuanText },
          { title: t('fields.smsCharge'), dataIndex: 'smsCents', align: 'right', render: yuanText },
          { title: t('fields.voiceCharge'), dataIndex: 'voiceCents', align: 'right', render: yuanText },
          { title: t('fields.total'), dataIndex: 'totalCents', align: 'right', render: yuanText },
          {
            title: t('fields.carrierTotal'),
            dataIndex: 'carrierTotalCents',
            align: 'right',
            render: (cents: number | null) =>
              cents === null ? t('freshness.notReconciled') : yuanText(cents),
          },
          {
            title: t('fields.differences'),
            dataIndex: 'differenceCount',
            render: (value: number, row) => {
              if (row.carrierTotalCents === null) return null;
              if (value === 0) return <Tag color="success">{t('companyBill.noDifferences')}</Tag>;
              return <Tag color="warning">{value}</Tag>;
            },
          },
          {
            title: t('fields.asOf'),
            key: 'asOf',
            render: (_value, row) => <BillFreshness usageAsOf={row.usageAsOf} computedAt={row.computedAt} />,
          },
          {
            title: t('fields.operations'),
            key: 'operations',
            fixed: 'right',
            render: (_value, row) => (
              <Button type="link" size="small" onClick={() => openCardBills(row)}>
                {t('companyBill.cardBills')}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
