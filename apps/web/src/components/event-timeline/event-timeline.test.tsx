import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { EventTimeline, type TimelineEvent } from './event-timeline';

interface FruitEvent extends TimelineEvent {
  kind: 'picked' | 'sold';
  note: string | null;
}

function renderTimeline(events: readonly FruitEvent[]) {
  renderWithProviders(
    <EventTimeline
      title="Fruit history"
      emptyText="Nothing happened yet"
      events={events}
      colourOf={(event) => (event.kind === 'sold' ? 'green' : 'gray')}
      describe={(event) => `Fruit ${event.kind}`}
      noteOf={(event) => event.note}
      byOperator={(name) => `by ${name}`}
    />,
  );
}

describe('EventTimeline', () => {
  it('lists the events newest first, each with its note and who did it when known', () => {
    renderTimeline([
      { id: 1, kind: 'picked', at: '2026-03-01T08:00:00.000Z', note: null, operatorName: null },
      { id: 2, kind: 'sold', at: '2026-04-01T08:00:00.000Z', note: 'To the market', operatorName: 'Li Lei' },
    ]);
    expect(screen.getByText('Fruit history')).toBeTruthy();
    const described = screen.getAllByText(/^Fruit (picked|sold)$/).map((line) => line.textContent);
    expect(described).toEqual(['Fruit sold', 'Fruit picked']);
    expect(screen.getByText('To the market')).toBeTruthy();
    expect(screen.getAllByText(/^by /).map((line) => line.textContent)).toEqual(['by Li Lei']);
  });

  it('says when there is no event', () => {
    renderTimeline([]);
    expect(screen.getByText('Nothing happened yet')).toBeTruthy();
  });
});
