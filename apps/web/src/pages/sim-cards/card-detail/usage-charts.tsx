import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { UsageChartOption } from './usage-chart-option';

// Only bars with a grid and tooltip: this chunk loads when the usage tab opens (DESIGN §6: echarts/core).
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** One usage chart; the label names it for screen readers, which cannot read the canvas. */
export function UsageChart({ option, label }: { option: UsageChartOption; label: string }) {
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 240 }} />
    </div>
  );
}
