import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import {
  deregistrationCardPage,
  deregistrationCardRow,
  deregistrationGrants,
  deregistrationReaderGrants,
  deregistrationRow,
  refusedCardRow,
} from '../deregistration-test-rows';
import { DeregistrationDetailPage } from './deregistration-detail-page';

function renderPage(search: string) {
  renderRegistryPage('batchLogoutDetail', <DeregistrationDetailPage />, search);
}

setUpEachTest({ grants: deregistrationGrants, testTimeout: 30_000 });

describe('DeregistrationDetailPage', () => {
  it('shows why and where the cards stand, following them while some wait, each card opening its registration', async () => {
    const fetchMock = stubFetch({
      'deregistration/detail': okAnswer([deregistrationRow()]),
      'deregistration/cards': deregistrationCardPage([deregistrationCardRow(), refusedCardRow]),
    });
    renderPage('?id=21');
    expect(await screen.findByRole('heading', { name: 'Deregistration #21' })).toBeTruthy();
    expect(screen.getByText('Owner change')).toBeTruthy();
    expect(screen.getByText('Sold to a new owner, contract 2026-0412')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', {
        name: 'Deregistration progress: 4 deregistered and 1 failed of 10 cards',
      }),
    ).toBeTruthy();
    expect(screen.getByText('With the carrier 3')).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText(/Refreshed every 5 seconds/)).toBeTruthy();

    const card = await screen.findByRole('link', { name: '89860424000000000074' });
    expect(card.getAttribute('href')).toContain('realnameList/detail?id=5');
    const row = card.closest('tr') as HTMLElement;
    expect(within(row).getByText('Deregistered')).toBeTruthy();
    expect(within(row).getByText('王*')).toBeTruthy();
    expect(within(row).getByText('DR-2026-000077')).toBeTruthy();
    const refused = screen.getByRole('link', { name: '89860424000000000075' }).closest('tr') as HTMLElement;
    expect(within(refused).getByText('Failed')).toBeTruthy();
    expect(within(refused).getByText('Card has an open complaint')).toBeTruthy();
    expect(sentObjs(fetchMock, 'deregistration/cards')).toEqual([{ id: 21, pageSize: 20 }]);
    // Five seconds on, both are read again.
    await waitFor(() => expect(sentObjs(fetchMock, 'deregistration/cards')).toHaveLength(2));
    expect(sentObjs(fetchMock, 'deregistration/detail').length).toBeGreaterThan(1);
  });

  it('says the deregistration is not found when the server knows none in scope', async () => {
    stubFetch({
      'deregistration/detail': () => jsonResponse({ status: '404', msg: 'no such deregistration', rows: [] }),
    });
    renderPage('?id=99');
    expect(await screen.findByText('Deregistration not found')).toBeTruthy();
  });

  describe('to an operator of the deregistration page alone', () => {
    setUpEachTest({ grants: deregistrationReaderGrants });

    it('lists the cards without links to the registrations, and stops following once all are answered', async () => {
      stubFetch({
        'deregistration/detail': okAnswer([
          deregistrationRow({ waiting: 0, processing: 0, deregistered: 9 }),
        ]),
        'deregistration/cards': deregistrationCardPage([deregistrationCardRow()]),
      });
      renderPage('?id=21');
      expect(await screen.findByText('Finished')).toBeTruthy();
      expect(await screen.findByText('89860424000000000074')).toBeTruthy();
      expect(screen.getByText('Cards of this deregistration')).toBeTruthy();
      expect(screen.queryByRole('link', { name: '89860424000000000074' })).toBeNull();
      expect(screen.queryByText(/Refreshed every/)).toBeNull();
    });
  });
});
