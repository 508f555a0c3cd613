import { describe, expect, it } from 'vitest';
import { cardSummary } from './dashboard-summary';
import { dashboardWindow } from './dashboard-window';

describe('cardSummary', () => {
  const window = dashboardWindow(new Date('2026-11-20T10:00:00Z'), 0, 3);

  it("keeps a source's figures, every status in order and every day of the window", () => {
    const cards = cardSummary(
      {
        byStatus: [
          { status: 7, count: 40 },
          { status: 2, count: 100 },
          { status: 2, count: 5 },
        ],
        daily: [
          { day: '2026-11-19', activations: 4, usageKilobytes: 2048 },
          { day: '2026-10-01', activations: 9, usageKilobytes: 1 },
        ],
      },
      window,
    );
    expect(cards.total).toBe(145);
    expect(cards.byStatus).toEqual([
      { status: 1, count: 0 },
      { status: 2, count: 105 },
      { status: 4, count: 0 },
      { status: 6, count: 0 },
      { status: 7, count: 40 },
      { status: 8, count: 0 },
      { status: 9, count: 0 },
    ]);
    expect(cards.daily).toEqual([
      { day: '2026-11-18', activations: 0, usageKilobytes: 0 },
      { day: '2026-11-19', activations: 4, usageKilobytes: 2048 },
      { day: '2026-11-20', activations: 0, usageKilobytes: 0 },
    ]);
  });
});
