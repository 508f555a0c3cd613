import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { dataPoolUsageCall } from '@simdesk/contract/modules/data-pools';
import { useCallQuery } from '../../../api/use-call-query';
import { LazyChart } from '../../../components/charts/lazy-chart';
import { usageChartOption } from '../../../features/charts/usage-chart-option';
import { AsOf } from '../pool-figures';
import { ForecastText } from './forecast-text';

/** Live from the carrier: the last 31 days and 12 months of the pool's use, and its forecast. */
export function PoolUsageSection({ groupId }: { groupId: string }) {
  const { t } = useTranslation('dataPools');
  const usage = useCallQuery(dataPoolUsageCall, { groupId }).data?.rows[0];
  if (!usage) return <Skeleton active />;
  const daily = usage.days.map((day) => ({
    label: day.date.slice(5),
    dataKilobytes: day.dataKb,
    complete: day.complete,
  }));
  const monthly = usage.months.map((month) => ({
    label: month.month,
    dataKilobytes: month.dataKb,
    complete: month.complete,
  }));
  return (
    <>
      <Card size="small" title={t('detail.forecast')} extra={<AsOf time={usage.asOf} />}>
        <ForecastText forecast={usage.forecast} />
      </Card>
      <div className="data-pool-charts">
        <Card size="small" title={t('detail.dailyUsage')}>
          <LazyChart option={usageChartOption(daily, t('fields.used'))} label={t('detail.dailyUsage')} />
        </Card>
        <Card size="small" title={t('detail.monthlyUsage')}>
          <LazyChart option={usageChartOption(monthly, t('fields.used'))} label={t('detail.monthlyUsage')} />
        </Card>
      </div>
    </>
  );
}
