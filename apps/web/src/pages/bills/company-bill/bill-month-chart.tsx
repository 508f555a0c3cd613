import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { billMonthTotalsCall } from '@simdesk/contract/modules/bills';
import { useCallQuery } from '../../../api/use-call-query';
import { LazyChart } from '../../../components/charts/lazy-chart';
import { yuanText } from '../../../features/bills/bill-figures';

/** Bars of the last 12 months billed here, and a line of the carrier's bill where it was reconciled. */
export function BillMonthChart({ companyId }: { companyId: number | undefined }) {
  const { t } = useTranslation('bills');
  const months =
    useCallQuery(billMonthTotalsCall, companyId === undefined ? {} : { companyId }).data?.rows ?? [];
  // Yuan only to place the bars; every figure shown as text is made from the integer cents.
  const yuan = (cents: number | null) => (cents === null ? null : cents / 100);
  return (
    <Card size="small" title={t('companyBill.chartTitle')}>
      <LazyChart
        label={t('companyBill.chartTitle')}
        option={{
          tooltip: {
            trigger: 'axis',
            valueFormatter: (value) => (typeof value === 'number' ? yuanText(Math.round(value * 100)) : '—'),
          },
          legend: { top: 0, data: [t('companyBill.ours'), t('companyBill.carrier')] },
          grid: { left: 60, right: 20, top: 40, bottom: 30 },
          xAxis: { type: 'category', data: months.map((month) => month.month) },
          yAxis: { type: 'value' },
          series: [
            { name: t('companyBill.ours'), type: 'bar', data: months.map((month) => yuan(month.totalCents)) },
            {
              name: t('companyBill.carrier'),
              type: 'line',
              data: months.map((month) => yuan(month.carrierTotalCents)),
            },
          ],
        }}
      />
    </Card>
  );
}
