import { lazy, Suspense } from 'react';
import { Card, Skeleton, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cardUsageCall, formatFlow, type CardUsageRow } from '@simdesk/contract';
import { withLoadTimeout } from '../../../routing/lazy-page';
import { dateText } from './basic-info-card';
import { sectionRead } from './section-problem';
import { usageChartOption, type UsagePoint } from './usage-chart-option';
import { useCardQuery } from './use-card-query';

const UsageChart = lazy(() =>
  withLoadTimeout(() => import('./usage-charts')).then((module) => ({ default: module.UsageChart })),
);

type Period = CardUsageRow['daily'][number] | CardUsageRow['monthly'][number];

function totals(periods: readonly Period[], t: TFunction<'cardDetail'>): string {
  const sum = (pick: (period: Period) => number) =>
    periods.reduce((total, period) => total + pick(period), 0);
  return t('usage.totals', {
    data: formatFlow(sum((period) => period.dataKilobytes)).text,
    sms: sum((period) => period.smsCount),
    voice: sum((period) => period.voiceMinutes),
  });
}

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
      <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
        <UsageChart option={usageChartOption(points, t('usage.data'))} label={title} />
      </Suspense>
      <Typography.Text type="secondary">{totals(periods, t)}</Typography.Text>
    </Card>
  );
}

/** Daily data over the last 7 days and monthly over the last 6 months, asked of the carrier now. */
export function UsagePanel({ cardId }: { cardId: number }) {
  const { t } = useTranslation('cardDetail');
  const usage = sectionRead(useCardQuery(cardUsageCall, cardId), 8);
  if (usage.waiting) return usage.waiting;
  const { daily, monthly, askedAt } = usage.data;
  return (
    <div className="card-detail-grid">
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
    </div>
  );
}
