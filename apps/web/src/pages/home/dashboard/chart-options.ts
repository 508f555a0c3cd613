import {
  cardStatus,
  flowUnits,
  formatFlow,
  type CardStatusCode,
  type DashboardSummaryRow,
} from '@simdesk/contract';
import type { ChartOption } from '../../../components/charts/chart-view';

type Cards = DashboardSummaryRow['cards'];
type Alarms = NonNullable<DashboardSummaryRow['alarms']>;

const { pendingActivation, activated, suspended, testable, inventory, preCancelled, cancelled } =
  cardStatus.byName;

/** One colour per card status, so a status looks the same in every chart. */
export const cardStatusColours: Readonly<Record<CardStatusCode, string>> = {
  [pendingActivation]: '#faad14',
  [activated]: '#52c41a',
  [suspended]: '#fa8c16',
  [testable]: '#13c2c2',
  [inventory]: '#196eff',
  [preCancelled]: '#eb2f96',
  [cancelled]: '#8c8c8c',
};

/** Cards by status as a donut; statuses without cards are left out. */
export function cardStatusOption(cards: Cards, labelOf: (status: CardStatusCode) => string): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { orient: 'vertical', right: 0, top: 'middle', icon: 'circle' },
    series: [
      {
        type: 'pie',
        radius: ['52%', '76%'],
        center: ['36%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        data: cards.byStatus
          .filter((entry) => entry.count > 0)
          .map((entry) => ({
            name: labelOf(entry.status),
            value: entry.count,
            itemStyle: { color: cardStatusColours[entry.status] },
          })),
      },
    ],
  };
}

/** The flow unit that suits the largest day, and what to divide kilobytes by to reach it. */
export function usageScale(daily: Cards['daily']): { unit: (typeof flowUnits)[number]; divisor: number } {
  const largest = Math.max(0, ...daily.map((day) => day.usageKilobytes));
  const unit = formatFlow(largest).unit;
  return { unit, divisor: 1024 ** flowUnits.indexOf(unit) };
}

/** Activations (bars) and data usage (line) per day, each on its own axis. */
export function dailyActivityOption(
  daily: Cards['daily'],
  names: { activations: string; usage: string },
): ChartOption {
  const { unit, divisor } = usageScale(daily);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: daily.map((day) => day.day.slice(5)),
      axisTick: { alignWithLabel: true },
    },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', name: unit, splitLine: { show: false } },
    ],
    series: [
      {
        name: names.activations,
        type: 'bar',
        barMaxWidth: 14,
        itemStyle: { color: '#52c41a', borderRadius: [3, 3, 0, 0] },
        data: daily.map((day) => day.activations),
      },
      {
        name: `${names.usage} (${unit})`,
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        showSymbol: false,
        itemStyle: { color: '#196eff' },
        areaStyle: { color: 'rgba(25, 110, 255, 0.12)' },
        data: daily.map((day) => Number((day.usageKilobytes / divisor).toFixed(2))),
      },
    ],
  };
}

/** Unread alarms per message type, largest first, as horizontal bars. */
export function alarmTypeOption(alarms: Alarms, labelOf: (messageType: number) => string): ChartOption {
  const sorted = [...alarms.byType].sort((a, b) => a.count - b.count);
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: sorted.map((entry) => labelOf(entry.messageType)) },
    series: [
      {
        type: 'bar',
        barMaxWidth: 18,
        itemStyle: { color: '#fa8c16', borderRadius: [0, 3, 3, 0] },
        label: { show: true, position: 'right' },
        data: sorted.map((entry) => entry.count),
      },
    ],
  };
}
