import { flowUnitStep, flowUnits, formatFlow, type FlowUnit } from '@simdesk/contract';
import type { ChartOption } from '../../components/charts/chart-view';

/** One bar: a day or a month of data; the running one is drawn paler, since it still grows. */
export interface UsagePoint {
  label: string;
  dataKilobytes: number;
  complete: boolean;
}

/** One bar of any figure; a null value is a period without figures (a gap, not a zero). */
export interface UsageBar {
  label: string;
  value: number | null;
  complete: boolean;
}

const barColour = '#196eff';

/** The unit that suits the largest volume (KB … PB, steps of 1024) and what a kilobyte count is divided by. */
export function flowScale(largestKilobytes: number): { unit: FlowUnit; divisor: number } {
  const { unit } = formatFlow(largestKilobytes);
  return { unit, divisor: flowUnitStep ** flowUnits.indexOf(unit) };
}

/** Kilobytes in a scale's unit, to two decimals. */
export function scaledFlow(kilobytes: number, divisor: number): number {
  return Math.round((kilobytes / divisor) * 100) / 100;
}

/** A bar chart of one figure in one unit; running periods paler, since they still grow. Counts tick whole. */
export function usageBarOption(
  bars: readonly UsageBar[],
  seriesName: string,
  unit: string,
  counts = false,
): ChartOption {
  return {
    grid: { left: 56, right: 16, top: 32, bottom: 28 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (value === null || value === undefined ? '—' : `${String(value)} ${unit}`),
    },
    xAxis: { type: 'category', data: bars.map((bar) => bar.label) },
    yAxis: { type: 'value', name: unit, ...(counts ? { minInterval: 1 } : {}) },
    series: [
      {
        type: 'bar',
        name: seriesName,
        barMaxWidth: 36,
        data: bars.map((bar) => ({
          value: bar.value,
          itemStyle: bar.complete ? { color: barColour } : { color: barColour, opacity: 0.45 },
        })),
      },
    ],
  };
}

/** A bar chart of data volume in the unit that suits the largest bar (KB … PB, steps of 1024). */
export function usageChartOption(points: readonly UsagePoint[], seriesName: string): ChartOption {
  const { unit, divisor } = flowScale(Math.max(0, ...points.map((point) => point.dataKilobytes)));
  return usageBarOption(
    points.map((point) => ({
      label: point.label,
      value: scaledFlow(point.dataKilobytes, divisor),
      complete: point.complete,
    })),
    seriesName,
    unit,
  );
}
