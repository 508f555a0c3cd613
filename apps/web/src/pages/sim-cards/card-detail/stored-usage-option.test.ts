import { describe, expect, it } from 'vitest';
import type { StoredUsageDayRow } from '@simdesk/contract';
import { storedUsageOption } from './stored-usage-option';

const texts = { seriesName: 'Usage', smsUnit: 'SMS', voiceUnit: 'min' };
const day = (date: string, dataKilobytes: number, complete = true): StoredUsageDayRow => ({
  day: date,
  dataKilobytes,
  smsCount: 2,
  voiceMinutes: 5,
  complete,
  syncedAt: '2026-11-20T00:00:00.000Z',
});

function seriesOf(option: ReturnType<typeof storedUsageOption>) {
  const series = Array.isArray(option.series) ? option.series[0] : option.series;
  return series?.data as { value: number | null; itemStyle: { opacity?: number } }[];
}

describe('storedUsageOption', () => {
  it('draws every day of the range, leaving a day the sync did not store as a gap, not a zero', () => {
    const option = storedUsageOption(
      { from: '2026-11-01', to: '2026-11-03' },
      [day('2026-11-01', 2048), day('2026-11-03', 1024, false)],
      'data',
      texts,
    );
    expect(option.xAxis).toMatchObject({ data: ['11-01', '11-02', '11-03'] });
    expect(option.yAxis).toMatchObject({ name: 'MB' });
    const bars = seriesOf(option);
    expect(bars.map((bar) => bar.value)).toEqual([2, null, 1]);
    // The running day still grows: drawn paler.
    expect(bars[2]?.itemStyle.opacity).toBeLessThan(1);
  });

  it('charts SMS and voice as whole counts in their own units', () => {
    const stored = [day('2026-11-01', 2048)];
    const sms = storedUsageOption({ from: '2026-11-01', to: '2026-11-01' }, stored, 'sms', texts);
    expect(sms.yAxis).toMatchObject({ name: 'SMS', minInterval: 1 });
    expect(seriesOf(sms).map((bar) => bar.value)).toEqual([2]);
    const voice = storedUsageOption({ from: '2026-11-01', to: '2026-11-01' }, stored, 'voice', texts);
    expect(voice.yAxis).toMatchObject({ name: 'min' });
    expect(seriesOf(voice).map((bar) => bar.value)).toEqual([5]);
  });
});
