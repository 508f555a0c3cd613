import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import {
  cardChangeGrants,
  cardChangePage,
  cardChangeReaderGrants,
  cardChangeRow,
} from '../card-change-test-rows';
import { oneCompanyScope } from '../real-name-test-rows';
import { CardChangeListPage } from './card-change-list-page';

const vehicleCards = okAnswer([
  {
    vehicleId: 7,
    vin: 'LSVAU2170N2183294',
    cards: [{ cardId: 74, iccid: '89860424000000000074', msisdn: null, role: 1, realNameStatus: 2 }],
  },
]);
const listAnswers = {
  'card-change/list': cardChangePage([
    cardChangeRow(),
    cardChangeRow({ id: 32, status: 4, failedStep: null, refusalCode: null, refusalReason: null }),
  ]),
  'card-change/filter-options': oneCompanyScope,
  'card-change/vehicle-cards': vehicleCards,
};

function renderPage() {
  renderRegistryPage('vehicleChangeCard', <CardChangeListPage />);
}

const rowOf = async (number: string) =>
  (await screen.findByRole('link', { name: number })).closest('tr') as HTMLElement;

setUpEachTest({ grants: cardChangeGrants, testTimeout: 60_000 });

describe('CardChangeListPage', () => {
  it('lists each change with its vehicle, cards, status and the carrier’s answer', async () => {
    stubFetch(listAnswers);
    renderPage();
    const row = await rowOf('No. 31');
    expect(within(row).getByRole('link', { name: 'No. 31' }).getAttribute('href')).toContain(
      'vehicleChangeCard/detail?id=31',
    );
    expect(within(row).getByRole('link', { name: 'LSVAU2170N2183294' }).getAttribute('href')).toContain(
      'vehicleDetail?id=7',
    );
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('Failed at: registering the new card')).toBeTruthy();
    expect(within(row).getByText(/registered to another enterprise/)).toBeTruthy();
    expect(within(await rowOf('No. 32')).getByText('Completed')).toBeTruthy();
    // Only the failed change offers a retry.
    expect(within(await rowOf('No. 32')).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('retries a failed change after a confirmation', async () => {
    const fetchMock = stubFetch({
      ...listAnswers,
      'card-change/retry': okAnswer([cardChangeRow({ status: 3, attempts: 2 })]),
    });
    renderPage();
    fireEvent.click(within(await rowOf('No. 31')).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Send change No. 31 to the carrier again, from registering the new card?'),
    ).toBeTruthy();
    expect(sentObjs(fetchMock, 'card-change/retry')).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Retry' }).at(-1) as HTMLElement);
    await waitFor(() => expect(sentObjs(fetchMock, 'card-change/retry')).toEqual([{ id: 31 }]));
  });

  it('offers the vehicle’s cards, confirms, sends one swap and shows the server’s refusal in the form', async () => {
    const fetchMock = stubFetch({
      ...listAnswers,
      'card-change/submit': () =>
        jsonResponse({
          status: '400',
          msg: 'card 89860424000000000076 is fitted in vehicle LFV3A23C0P0000001: remove it there first',
          rows: [],
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Change card/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Vehicle (VIN)'), {
      target: { value: 'lsvau2170n2183294' },
    });
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'card-change/vehicle-cards')).toEqual([{ vin: 'LSVAU2170N2183294' }]),
    );
    // The vehicle's T-Box card is chosen as the old card.
    expect(await within(dialog).findByText('89860424000000000074')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('New card'), {
      target: { value: '89860424000000000076' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change card' }));
    expect(await screen.findAllByText('Change the card of LSVAU2170N2183294?')).not.toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'card-change/submit')).toEqual([
        {
          swaps: [
            {
              vin: 'LSVAU2170N2183294',
              oldCardNumber: '89860424000000000074',
              newCardNumber: '89860424000000000076',
            },
          ],
        },
      ]),
    );
    expect(await within(dialog).findByText(/is fitted in vehicle LFV3A23C0P0000001/)).toBeTruthy();
  });

  it('offers neither a change nor a retry without the add action', async () => {
    signInWithGrants(cardChangeReaderGrants);
    stubFetch(listAnswers);
    renderPage();
    expect(await rowOf('No. 31')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change card/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
