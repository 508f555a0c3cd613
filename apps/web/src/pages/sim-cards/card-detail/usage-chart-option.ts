import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { flowUnitStep, flowUnits, formatFlow } from '@simdesk/contract';

export type UsageChartOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

/** One bar: a day or a month of data; the running one is drawn paler, since it still grows. */
export interface UsagePoint {
  label: string;
  dataKilobytes: number;
  complete: boolean;
}

/** A bar chart of data volume in the unit that suits the largest bar (KB … PB, steps of 1024). */
export function usageChartOption(points: readonly UsagePoint[], seriesName: string): UsageChartOption {
  const largest = Math.max(0, ...points.map((point) => point.dataKilobytes));
  const { unit } = formatFlow(largest);
  const divisor = flowUnitStep ** flowUnits.indexOf(unit);
  return {
    grid: { left: 56, right: 16, top: 32, bottom: 28 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => `${String(value)} ${unit}`,
    },
    xAxis: { type: 'category', data: points.map((point) => point.label) },
    yAxis: { type: 'value', name: unit },
    series: [
      {
        type: 'bar',
        name: seriesName,
        barMaxWidth: 36,
        data: points.map((point) => ({
          value: Math.round((point.dataKilobytes / divisor) * 100) / 100,
          itemStyle: point.complete ? { color: '#196eff' } : { color: '#196eff', opacity: 0.45 },
        })),
      },
    ],
  };
}
