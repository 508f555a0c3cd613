import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { withLoadTimeout } from '../../routing/lazy-page';
import type { ChartOption } from './chart-view';

const ChartView = lazy(() =>
  withLoadTimeout(() => import('./chart-view')).then((module) => ({ default: module.ChartView })),
);

/** A chart whose ECharts chunk loads when it is first on screen, with a skeleton meanwhile. */
export function LazyChart({ option, label }: { option: ChartOption; label: string }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
      <ChartView option={option} label={label} />
    </Suspense>
  );
}
