import { lazy, Suspense } from 'react';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { dashboardSummaryCall, type DashboardSummaryRow } from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { withLoadTimeout } from '../../../routing/lazy-page';
import { OverviewStatistics } from './overview-statistics';

const DashboardCharts = lazy(() =>
  withLoadTimeout(() => import('./dashboard-charts')).then((module) => ({ default: module.DashboardCharts })),
);

// Days in the operator's calendar: the browser's offset, east positive.
const summaryObj = { utcOffsetMinutes: -new Date().getTimezoneOffset() };

function ChartsSkeleton() {
  return (
    <div className="dashboard-charts" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Card key={index} variant="borderless" size="small" className="dashboard-chart">
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      ))}
    </div>
  );
}

/**
 * The info panel: cards by status, activations and usage over the last 30 days, unread alarms and tasks, all
 * within the operator's company and org subtree (dashboard/summary).
 */
export function DashboardOverview() {
  const { t } = useTranslation();
  const summary = useCallQuery(dashboardSummaryCall, summaryObj, { staleTime: 60_000 });
  const row: DashboardSummaryRow | undefined = summary.data?.rows[0];
  if (summary.isError) {
    return (
      <Card variant="borderless">
        <p className="dashboard-overview-failed">{t('home:dashboard.failed')}</p>
      </Card>
    );
  }
  return (
    <section className="dashboard-overview" aria-label={t('home:dashboard.title')}>
      <OverviewStatistics summary={row} />
      {row === undefined ? (
        <ChartsSkeleton />
      ) : (
        <Suspense fallback={<ChartsSkeleton />}>
          <DashboardCharts summary={row} />
        </Suspense>
      )}
    </section>
  );
}
