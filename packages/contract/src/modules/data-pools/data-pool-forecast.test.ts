import { describe, expect, it } from 'vitest';
import { forecastPoolRunOut } from './data-pool-forecast';

const week = ['01', '02', '03', '04', '05', '06', '07', '08'].map((day, index) => ({
  date: `2026-11-${day}`,
  dataKb: 1000,
  complete: index < 7,
}));

describe('forecastPoolRunOut', () => {
  it('runs out at the mean of the last complete days, and names them', () => {
    const forecast = forecastPoolRunOut({ days: week, quotaKb: 20_000, usedKb: 8_000, today: '2026-11-08' });
    expect(forecast).toMatchObject({
      basisFrom: '2026-11-01',
      basisTo: '2026-11-07',
      basisDays: 7,
      dailyRateKb: 1000,
      remainingKb: 12_000,
      runsOutOn: '2026-11-20',
      runsOutThisCycle: true,
    });
  });

  it('lasts when nothing is used, and a pool over its quota is out today', () => {
    const idle = week.map((day) => ({ ...day, dataKb: 0 }));
    expect(
      forecastPoolRunOut({ days: idle, quotaKb: 10, usedKb: 0, today: '2026-11-08' }).runsOutOn,
    ).toBeNull();
    expect(forecastPoolRunOut({ days: week, quotaKb: 10, usedKb: 20, today: '2026-11-08' }).runsOutOn).toBe(
      '2026-11-08',
    );
  });

  it('a member capped near its use slows the pool once it reaches the cap', () => {
    const figures = { days: week, quotaKb: 20_000, usedKb: 8_000, today: '2026-11-08' };
    // The member used 4,000 KB in 8 days (500 a day, half the pool's rate); its cap leaves 500 KB more.
    const after = forecastPoolRunOut(figures, { monthDataKb: 4_000, capKb: 4_500 });
    // One day at 1,000, then 11,000 KB at 500 a day: 23 days, past the month's end.
    expect(after.runsOutOn).toBe('2026-12-01');
    expect(after.runsOutThisCycle).toBe(false);
  });
});
