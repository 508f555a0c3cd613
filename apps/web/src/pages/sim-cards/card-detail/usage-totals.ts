import type { TFunction } from 'i18next';
import { formatFlow } from '@simdesk/contract';

/** The figures every usage period carries, live or stored. */
export interface UsageFigures {
  dataKilobytes: number;
  smsCount: number;
  voiceMinutes: number;
}

/** "Total 3.00 MB · 2 SMS · 0 min of voice" over some periods. */
export function usageTotalsText(periods: readonly UsageFigures[], t: TFunction<'cardDetail'>): string {
  const sum = (pick: (period: UsageFigures) => number) =>
    periods.reduce((total, period) => total + pick(period), 0);
  return t('usage.totals', {
    data: formatFlow(sum((period) => period.dataKilobytes)).text,
    sms: sum((period) => period.smsCount),
    voice: sum((period) => period.voiceMinutes),
  });
}
