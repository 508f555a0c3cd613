import { carrierDayOf } from '@simdesk/contract';
import {
  forecastPoolRunOut,
  type DataPoolCapWhatIfRow,
  type DataPoolUsageRow,
} from '@simdesk/contract/modules/data-pools';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { AppServices } from '../../platform/services';
import { findMember, findPool } from './pool-reads';

type UsageServices = Pick<AppServices, 'db' | 'carrier' | 'clock'>;

interface CarrierSeries<Entry> {
  days?: Entry[];
  months?: Entry[];
}

/** The pool's last 31 days and 12 months, read live from its carrier, with the forecast they give. */
export async function poolUsage(
  services: UsageServices,
  caller: OperatorContext,
  groupId: string,
): Promise<DataPoolUsageRow> {
  const pool = await findPool(services.db, caller, groupId);
  const gateway = await services.carrier.gatewayFor(pool.carrierAccountId);
  const [daily, monthly, current] = await Promise.all([
    gateway.poolDailyUsage(groupId, 31),
    gateway.poolMonthlyUsage(groupId, 12),
    gateway.poolUsage(groupId),
  ]);
  const days = (daily as CarrierSeries<DataPoolUsageRow['days'][number]>).days ?? [];
  const months = (monthly as CarrierSeries<DataPoolUsageRow['months'][number]>).months ?? [];
  const now = services.clock.now();
  const quotaKb = Number(current.quotaKb ?? pool.quotaKb);
  const usedKb = Number(current.usedKb ?? pool.usedKb);
  return {
    days,
    months,
    quotaKb,
    forecast: forecastPoolRunOut({ days, quotaKb, usedKb, today: carrierDayOf(now) }),
    asOf: now.toISOString(),
  };
}

/** What a member cap would do: a cap below this month's use waits for the next cycle and leaves this one. */
export async function capWhatIf(
  services: UsageServices,
  caller: OperatorContext,
  change: { groupId: string; cardNumber: string; capKb: number | null },
): Promise<DataPoolCapWhatIfRow> {
  const pool = await findPool(services.db, caller, change.groupId);
  const member = await findMember(services.db, pool.id, change.cardNumber);
  const usage = await poolUsage(services, caller, change.groupId);
  const figures = {
    days: usage.days,
    quotaKb: usage.quotaKb,
    usedKb: usage.quotaKb - usage.forecast.remainingKb,
    today: carrierDayOf(services.clock.now()),
  };
  const appliesNow = change.capKb === null || change.capKb >= member.monthDataKb;
  const after =
    appliesNow && change.capKb !== null
      ? forecastPoolRunOut(figures, { monthDataKb: member.monthDataKb, capKb: change.capKb })
      : usage.forecast;
  return {
    iccid: member.iccid,
    monthDataKb: member.monthDataKb,
    capKb: change.capKb,
    appliesFrom: appliesNow ? 'now' : 'nextMonth',
    before: usage.forecast,
    after,
  };
}
