import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { billDifferenceReason, type BillDifferenceReasonCode } from '@simdesk/contract';
import { billDifferenceListCall, type BillDifferenceRow } from '@simdesk/contract/modules/bills';
import { CodeSelect } from '../../../components/codes/code-select';
import { CodeTag } from '../../../components/codes/code-tag';
import { DisplayTime } from '../../../components/display-time';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { billMonthOptions, monthBefore, yuanText } from '../../../features/bills/bill-figures';
import { CompanyFilter } from '../../../features/bills/company-filter';

interface DifferenceFilterValues {
  companyId: number;
  month: string;
  reason: BillDifferenceReasonCode;
}

const pageSizes = [20, 50, 100];
const amount = (cents: number | null) => (cents === null ? '—' : yuanText(cents));

/** Where the month's bills here and the carrier's disagree, card by card, each with its reason. */
export function DifferenceList() {
  const { t } = useTranslation('bills');
  return (
    <CallListPage<typeof billDifferenceListCall, DifferenceFilterValues, BillDifferenceRow>
      call={billDifferenceListCall}
      rowKey={(row) => row.id}
      toObj={(values) => ({
        companyId: values.companyId,
        month: values.month ?? monthBefore(1),
        reason: values.reason,
        pageSize: pageSizes[0] ?? 20,
      })}
      paging={{ kind: 'keyset', rowsOf: (answer) => answer.differences, pageSizes }}
      filters={
        <>
          <CompanyFilter />
          <Form.Item name="month" label={t('fields.month')} initialValue={monthBefore(1)}>
            <Select style={{ width: 140 }} options={billMonthOptions()} />
          </Form.Item>
          <Form.Item name="reason" label={t('fields.reason')}>
            <CodeSelect table={billDifferenceReason} allowClear style={{ width: 240 }} />
          </Form.Item>
        </>
      }
      columns={[
        { title: t('fields.month'), dataIndex: 'month' },
        { title: t('fields.company'), dataIndex: 'companyName' },
        { title: t('fields.card'), dataIndex: 'iccid' },
        {
          title: t('fields.reason'),
          dataIndex: 'reason',
          render: (code: BillDifferenceReasonCode) => <CodeTag table={billDifferenceReason} code={code} />,
        },
        { title: t('fields.ourAmount'), dataIndex: 'ourCents', align: 'right', render: amount },
        { title: t('fields.carrierAmount'), dataIndex: 'carrierCents', align: 'right', render: amount },
        {
          title: t('fields.carrierIssuedAt'),
          dataIndex: 'carrierIssuedAt',
          render: (value: string) => <DisplayTime value={value} />,
        },
      ]}
    />
  );
}
