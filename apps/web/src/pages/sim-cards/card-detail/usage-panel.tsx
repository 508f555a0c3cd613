import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardUsageCall, type CardUsageRow } from '@simdesk/contract';
import { LazyChart } from '../../../components/charts/lazy-chart';
import { dateText } from './basic-info-card';
import { sectionRead } from './section-problem';
import { usageChartOption, type UsagePoint } from '../../../features/charts/usage-chart-option';
import { useCardQuery } from './use-card-query';
import { usageTotalsText } from './usage-totals';
import { StoredUsageCard } from './stored-usage-card';

type Period = CardUsageRow['daily'][number] | CardUsageRow['monthly'][number];

function UsageChartCard({
  title,
  points,
  periods,
}: {
  title: string;
  points: UsagePoint[];
  periods: Period[];
}) {
  const { t } = useTranslation('cardDetail');
  return (
    <Card size="small" title={title}>
      <LazyChart option={usageChartOption(points, t('usage.data'))} label={title} />
      <Typography.Text type="secondary">{usageTotalsText(periods, t)}</Typography.Text>
    </Card>
  );
}

/** Live from the carrier: daily data over the last 7 days and monthly over the last 6 months. */
function LiveUsage({ cardId }: { cardId: number }) {
  const { t } = useTranslation('cardDetail');
  const usage = sectionRead(useCardQuery(cardUsageCall, cardId), 8);
  if (usage.waiting) return <div className="card-detail-wide">{usage.waiting}</div>;
  const { daily, monthly, askedAt } = usage.data;
  return (
    <>
      <UsageChartCard
        title={t('usage.dailyTitle')}
        periods={daily}
        points={daily.map((day) => ({ label: day.date.slice(5), ...day }))}
      />
      <UsageChartCard
        title={t('usage.monthlyTitle')}
        periods={monthly}
        points={monthly.map((month) => ({ label: month.month, ...month }))}
      />
      <Typography.Text type="secondary" className="card-detail-wide">
        {t('usage.note', { time: dateText(askedAt) })}
      </Typography.Text>
    </>
  );
}

/**
 * The usage tab: what the carrier says now, and below it the daily usage the sync stored over a chosen range
 * (which needs no carrier, so it shows even when the carrier cannot be asked).
 */
export function UsagePanel({ cardId }: { cardId: number }) {
  return (
    <div className="card-detail-grid">
      <LiveUsage cardId={cardId} />
      <StoredUsageCard cardId={cardId} />
    </div>
  );
}
