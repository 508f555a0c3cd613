// Usage answers in the carrier's units: data in KB, SMS as counts, voice in minutes.
import { carrierDate, carrierDayOf, carrierMonthBefore, startOfCarrierDay } from '../time/carrier-day';
import { usageOfDay, usageOfDays } from '../world/usage-model';
import type { CardContext } from './card-context';

export const dailyUsageDays = 7;
export const monthlyUsageMonths = 6;

/** The last seven carrier days, oldest first; today is still growing (`complete: false`). */
export function dailyUsageAnswer(context: CardContext): Record<string, unknown> {
  const today = carrierDayOf(context.now);
  const days = [];
  for (let day = today - dailyUsageDays + 1; day <= today; day += 1) {
    days.push({
      date: carrierDate(day),
      ...usageOfDay(context.seed, day, context.timeline(), context.now),
      complete: day < today,
    });
  }
  return { days };
}

/** The last six carrier months including the running one, oldest first. */
export function monthlyUsageAnswer(context: CardContext): Record<string, unknown> {
  const today = carrierDayOf(context.now);
  const months = [];
  for (let back = monthlyUsageMonths - 1; back >= 0; back -= 1) {
    const month = carrierMonthBefore(today, back);
    months.push({
      month: month.month,
      ...usageOfDays(context.seed, month.firstDay, month.lastDay, context.timeline(), context.now),
      complete: back > 0,
    });
  }
  return { months };
}

/** Data used so far in the running month. */
export function monthToDateDataKb(context: CardContext): number {
  const month = carrierMonthBefore(carrierDayOf(context.now), 0);
  return usageOfDays(context.seed, month.firstDay, month.lastDay, context.timeline(), context.now).dataKb;
}

/** SMS of the running month: sent by the device, and received (including those sent through this API). */
export function smsUsageAnswer(context: CardContext): Record<string, unknown> {
  const month = carrierMonthBefore(carrierDayOf(context.now), 0);
  const usage = usageOfDays(context.seed, month.firstDay, month.lastDay, context.timeline(), context.now);
  const monthStart = startOfCarrierDay(month.firstDay);
  const delivered = context.events.filter(
    (event) => event.kind === 'sms' && event.occurredAt.getTime() >= monthStart,
  ).length;
  return { month: month.month, smsSent: usage.smsCount, smsReceived: delivered };
}

export function voiceUsageAnswer(context: CardContext): Record<string, unknown> {
  const month = carrierMonthBefore(carrierDayOf(context.now), 0);
  const usage = usageOfDays(context.seed, month.firstDay, month.lastDay, context.timeline(), context.now);
  return { month: month.month, voiceMinutes: usage.voiceMinutes };
}
