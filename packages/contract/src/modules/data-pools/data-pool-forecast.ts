import { addCarrierDays } from '../sim-cards/usage/carrier-days';
import type { DataPoolForecast } from './data-pool-schemas';

/** How many complete days the recent rate is the mean of. */
export const forecastBasisDays = 7;

export interface PoolFigures {
  /** Oldest first, as the carrier answers; today is not complete. */
  days: readonly { date: string; dataKb: number; complete: boolean }[];
  quotaKb: number;
  usedKb: number;
  /** The carrier day it is now. */
  today: string;
}

/** A member whose cap is being weighed: its use this month and its cap to be. */
export interface CapChange {
  monthDataKb: number;
  capKb: number;
}

function lastDayOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

function dayOfMonth(day: string): number {
  return Number(day.slice(8, 10));
}

/** Days from now until the pool runs out; a capped member stops adding to the rate when it reaches its cap. */
function daysUntilEmpty(remainingKb: number, rateKb: number, member?: { rateKb: number; roomKb: number }) {
  if (remainingKb <= 0) return 0;
  if (member && member.rateKb > 0) {
    const memberFullIn = member.roomKb / member.rateKb;
    if (rateKb * memberFullIn < remainingKb) {
      const slowerRate = rateKb - member.rateKb;
      if (slowerRate <= 0) return Number.POSITIVE_INFINITY;
      return memberFullIn + (remainingKb - rateKb * memberFullIn) / slowerRate;
    }
  }
  return rateKb > 0 ? remainingKb / rateKb : Number.POSITIVE_INFINITY;
}

/**
 * The day a pool runs out at the mean of its last complete days; with a cap change, a member held at its cap
 * (spread evenly over the days of the month so far) no longer adds to the rate once it reaches it.
 */
export function forecastPoolRunOut(figures: PoolFigures, capChange?: CapChange): DataPoolForecast {
  const basis = figures.days.filter((day) => day.complete).slice(-forecastBasisDays);
  const dailyRateKb = basis.length
    ? Math.round(basis.reduce((sum, day) => sum + day.dataKb, 0) / basis.length)
    : 0;
  const remainingKb = Math.max(0, figures.quotaKb - figures.usedKb);
  const member = capChange && {
    rateKb: capChange.monthDataKb / dayOfMonth(figures.today),
    roomKb: Math.max(0, capChange.capKb - capChange.monthDataKb),
  };
  const days = daysUntilEmpty(remainingKb, dailyRateKb, member);
  const runsOutOn = Number.isFinite(days) ? addCarrierDays(figures.today, Math.floor(days)) : null;
  return {
    basisFrom: basis[0]?.date ?? null,
    basisTo: basis.at(-1)?.date ?? null,
    basisDays: basis.length,
    dailyRateKb,
    remainingKb,
    runsOutOn,
    runsOutThisCycle: runsOutOn !== null && runsOutOn <= lastDayOfMonth(figures.today),
  };
}
