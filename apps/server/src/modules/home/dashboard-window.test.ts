import { describe, expect, it } from 'vitest';
import { dashboardWindow } from './dashboard-window';

describe('dashboardWindow', () => {
  it('covers the last days up to today in UTC', () => {
    const window = dashboardWindow(new Date('2026-11-20T10:00:00Z'), 0, 30);
    expect(window.days).toHaveLength(30);
    expect(window.days[0]).toBe('2026-10-22');
    expect(window.days.at(-1)).toBe('2026-11-20');
    expect(window.from.toISOString()).toBe('2026-10-22T00:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });

  it("follows the caller's calendar east of UTC: 23:30 UTC is already tomorrow in Beijing", () => {
    const window = dashboardWindow(new Date('2026-11-20T23:30:00Z'), 480, 7);
    expect(window.days).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(window.from.toISOString()).toBe('2026-11-14T16:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it('and west of it, across a month end', () => {
    const window = dashboardWindow(new Date('2026-12-01T02:00:00Z'), -180, 2);
    expect(window.days).toEqual(['2026-11-29', '2026-11-30']);
    expect(window.to.toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });
});
