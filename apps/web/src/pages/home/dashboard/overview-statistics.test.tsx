import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardSummaryRow } from '@simdesk/contract';
import { setUpEachTest } from '../../../test/each-test';
import { renderWithProviders } from '../../../test/render';
import { OverviewStatistics } from './overview-statistics';

setUpEachTest();

const summary = (total: number, activations: number): DashboardSummaryRow => ({
  generatedAt: '2026-11-25 10:00:00',
  cards: {
    total,
    byStatus: [{ status: 2, count: total }],
    daily: [{ day: '2026-11-25', activations, usageKilobytes: 0 }],
  },
  alarms: null,
  tasks: null,
});

describe('the overview figures', () => {
  it('shows large counts in 10 000s and 100 000 000s, and small ones as they are', () => {
    renderWithProviders(<OverviewStatistics summary={summary(123_456_789, 9_876)} />);
    expect(screen.getByTestId('statistic-cards').textContent).toContain('1.23×100M');
    expect(screen.getByTestId('statistic-activations').textContent).toContain('9,876');
  });

  it('scales at 10 000', () => {
    renderWithProviders(<OverviewStatistics summary={summary(12_345, 10_000)} />);
    expect(screen.getByTestId('statistic-cards').textContent).toContain('1.23×10K');
    expect(screen.getByTestId('statistic-activations').textContent).toContain('1.00×10K');
  });
});
