import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { renderRegistryPage } from '../../../test/render';
import {
  activatedCardRow,
  cardStateRow,
  cardStateSummary,
  setUpCardStateTests,
} from '../card-state-test-rows';
import { oneCompanyScope } from '../real-name-test-rows';
import { CardStateListPage } from './card-state-list-page';

const page = (rows: readonly unknown[]) =>
  okAnswer([{ cards: rows, nextCursor: null, total: rows.length, totalIsEstimate: false }]);

const listAnswers = {
  'real-name-card-state/list': page([cardStateRow(), activatedCardRow]),
  'real-name-card-state/summary': cardStateSummary,
  'real-name-card-state/filter-options': oneCompanyScope,
};

const renderPage = () => renderRegistryPage('realnameCardStateList', <CardStateListPage />);

setUpCardStateTests();

describe('CardStateListPage', () => {
  it('counts the blocked cards by reason and lists those of a tile when it is clicked', async () => {
    const fetchMock = stubFetch(listAnswers);
    renderPage();
    const failedTile = await screen.findByRole('button', { name: /^7\s*Registration failed$/ });
    expect(screen.getByRole('button', { name: /^60\s*Registered$/ })).toBeTruthy();
    // The refused card says why it waits; the activated one that nothing does.
    expect(await screen.findByText('89860424000000000074')).toBeTruthy();
    expect(screen.getAllByText('Registration failed')).toHaveLength(2);
    expect(screen.getByText('Not blocked')).toBeTruthy();
    fireEvent.click(failedTile);
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'real-name-card-state/list').at(-1)).toEqual({
        blockReason: 'failed',
        pageSize: 20,
      }),
    );
    expect(failedTile.getAttribute('aria-pressed')).toBe('true');
  });

  it('sends the pasted cards, and refuses a piece that is no card number', async () => {
    const fetchMock = stubFetch(listAnswers);
    renderPage();
    const cards = await screen.findByLabelText('Cards');
    fireEvent.change(cards, { target: { value: '89860424000000000074\nnot-a-card' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('Not an ICCID or MSISDN: not-a-card')).toBeTruthy();
    expect(sentObjs(fetchMock, 'real-name-card-state/list')).toHaveLength(1);
    fireEvent.change(cards, { target: { value: '89860424000000000074, 1064800000080' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'real-name-card-state/list').at(-1)).toEqual({
        cardNumbers: ['89860424000000000074', '1064800000080'],
        pageSize: 20,
      }),
    );
  });
});
