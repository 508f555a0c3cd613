import { carrierDaysBetween, type StoredUsageDayRow } from '@simdesk/contract';
import type { ChartOption } from '../../../components/charts/chart-view';
import { flowScale, scaledFlow, usageBarOption } from '../../../features/charts/usage-chart-option';

/** The figures a person can chart one at a time. */
export const storedUsageMetrics = ['data', 'sms', 'voice'] as const;
export type StoredUsageMetric = (typeof storedUsageMetrics)[number];

/** Texts the chart needs: the series name and, for counts, the unit. */
export interface StoredUsageChartTexts {
  seriesName: string;
  smsUnit: string;
  voiceUnit: string;
}

/**
 * One bar per carrier day of the range, oldest first: a day the sync has not stored stays a gap rather than
 * a zero, so a missing day does not read as a card that did nothing.
 */
export function storedUsageOption(
  range: { from: string; to: string },
  stored: readonly StoredUsageDayRow[],
  metric: StoredUsageMetric,
  texts: StoredUsageChartTexts,
): ChartOption {
  const byDay = new Map(stored.map((row) => [row.day, row]));
  const days = carrierDaysBetween(range.from, range.to);
  const { unit, divisor } = flowScale(Math.max(0, ...stored.map((row) => row.dataKilobytes)));
  const valueOf = (row: StoredUsageDayRow): number => {
    if (metric === 'data') return scaledFlow(row.dataKilobytes, divisor);
    return metric === 'sms' ? row.smsCount : row.voiceMinutes;
  };
  const bars = days.map((day) => {
    const row = byDay.get(day);
    return { label: day.slice(5), value: row ? valueOf(row) : null, complete: row?.complete ?? true };
  });
  const unitText = metric === 'data' ? unit : metric === 'sms' ? texts.smsUnit : texts.voiceUnit;
  return usageBarOption(bars, texts.seriesName, unitText, metric !== 'data');
}
