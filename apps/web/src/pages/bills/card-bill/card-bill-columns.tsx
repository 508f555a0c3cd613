import { Tag } from 'antd';
import type { TableProps } from 'antd';
import type { TFunction } from 'i18next';
import type { CardBillRow } from '@simdesk/contract/modules/bills';
import { BillFreshness, flowText, yuanText } from '../../../features/bills/bill-figures';

/** The card bill list's columns: the card, its plan, what it used and what each part costs. */
export function cardBillColumns(t: TFunction<'bills'>): NonNullable<TableProps<CardBillRow>['columns']> {
  return [
    { title: t('fields.month'), dataIndex: 'month' },
    {
      title: t('fields.card'),
      key: 'card',
      render: (_value, row) => (
        <>
          <div>{row.iccid}</div>
          {row.msisdn && <div>{row.msisdn}</div>}
        </>
      ),
    },
    { title: t('fields.company'), dataIndex: 'companyName' },
    {
      title: t('fields.ratePlan'),
      dataIndex: 'ratePlanName',
      render: (name: string, row) => (
        <>
          {name} {row.pooled && <Tag color="blue">{t('units.pooled')}</Tag>}
        </>
      ),
    },
    { title: t('fields.monthlyFee'), dataIndex: 'monthlyFeeCents', align: 'right', render: yuanText },
    {
      title: t('fields.data'),
      key: 'data',
      align: 'right',
      render: (_value, row) => `${flowText(row.dataKilobytes)} / ${flowText(row.includedKilobytes)}`,
    },
    { title: t('fields.overageCharge'), dataIndex: 'overageCents', align: 'right', render: yuanText },
    {
      title: t('fields.smsCharge'),
      key: 'sms',
      align: 'right',
      render: (_value, row) => `${row.smsCount} · ${yuanText(row.smsCents)}`,
    },
    {
      title: t('fields.voiceCharge'),
      key: 'voice',
      align: 'right',
      render: (_value, row) => `${row.voiceMinutes} · ${yuanText(row.voiceCents)}`,
    },
    { title: t('fields.total'), dataIndex: 'totalCents', align: 'right', render: yuanText },
    {
      title: t('fields.asOf'),
      key: 'asOf',
      render: (_value, row) => <BillFreshness usageAsOf={row.usageAsOf} computedAt={row.computedAt} />,
    },
  ];
}
