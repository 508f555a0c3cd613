import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { simCardListPageCode, type SimCardPage, type SimCardRow } from '@simdesk/contract';
import type { fetchByPath } from '../../../test/api-fixtures';
import { okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { renderRegistryPage } from '../../../test/render';
import { setUpEachTest } from '../../../test/each-test';
import { simCardFixture } from '../../../test/sim-card-fixture';
import { SimCardListPage } from './sim-card-list-page';

function card(id: number): SimCardRow {
  return simCardFixture({
    id,
    carrierAccountId: null,
    iccid: `898604240000000000${String(id).padStart(2, '0')}`,
    msisdn: `10648000000${String(id).padStart(2, '0')}`,
    dataUsedMonthKilobytes: 2048,
    tags: ['fleet'],
  });
}

const listOf = (page: SimCardPage) => okAnswer([page]);
const empty = okAnswer([]);
const options = okAnswer([{ orgs: [], companies: [] }]);

const listRequests = (fetchMock: ReturnType<typeof fetchByPath>) =>
  sentObjs<{ cursor?: number }>(fetchMock, 'simcard-list/list');

function renderPage(search = '') {
  renderRegistryPage('simCardList', <SimCardListPage />, search);
}

// antd's table, selects and date pickers render slowly in jsdom.
setUpEachTest({ grants: { [simCardListPageCode]: ['query', 'get'] }, testTimeout: 20_000 });

describe('SimCardListPage', () => {
  it('shows the cards, "about N" for an estimated total, and asks for the next page by cursor', async () => {
    const fetchMock = stubFetch({
      'simcard-list/list': listOf({
        cards: [card(9), card(8)],
        nextCursor: 8,
        total: 12000,
        totalIsEstimate: true,
      }),
      'simcard-list/filter-options': options,
      'simcard-list/get-custom-tag': empty,
    });
    renderPage();
    expect(await screen.findByText(card(9).iccid)).toBeTruthy();
    expect(screen.getByText(/About 12,000/)).toBeTruthy();
    // Without the edit right there is no tag editing and no remark action.
    expect(screen.queryByText('Edit tags')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remark' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(listRequests(fetchMock).some((obj) => obj.cursor === 8)).toBe(true));
  });

  it('filters by the number and kind the quick search forwarded', async () => {
    const fetchMock = stubFetch({
      'simcard-list/list': listOf({ cards: [card(6)], nextCursor: null, total: 1, totalIsEstimate: false }),
      'simcard-list/filter-options': options,
      'simcard-list/get-custom-tag': empty,
    });
    renderPage('?cardNumber=1064800000006&numberType=msisdn');
    expect(await screen.findByText('Total: 1')).toBeTruthy();
    expect(listRequests(fetchMock)).toContainEqual(
      expect.objectContaining({ cardNumber: '1064800000006', numberType: 'msisdn' }),
    );
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the batch query with batchOpr and refuses what is not a card number', async () => {
    const fetchMock = stubFetch({
      'simcard-list/list': listOf({ cards: [], nextCursor: null, total: 0, totalIsEstimate: false }),
      'simcard-list/filter-options': options,
      'simcard-list/get-custom-tag': empty,
    });
    renderPage('?batchOpr=1');
    const box = await screen.findByRole('textbox', { name: 'Batch query by card number' });
    fireEvent.change(box, { target: { value: '1064800000006\n12345' } });
    expect(screen.getByText('Not a card number: 12345')).toBeTruthy();
    fireEvent.change(box, { target: { value: '1064800000006, 460042400000007' } });
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() =>
      expect(listRequests(fetchMock)).toContainEqual(
        expect.objectContaining({ batchNumbers: ['1064800000006', '460042400000007'] }),
      ),
    );
  });
});
