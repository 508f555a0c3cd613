import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import {
  deregistrationGrants,
  deregistrationPage,
  deregistrationReaderGrants,
  deregistrationRow,
} from '../deregistration-test-rows';
import { oneCompanyScope } from '../real-name-test-rows';
import { DeregistrationListPage } from './deregistration-list-page';

const listAnswers = {
  'deregistration/list': deregistrationPage([deregistrationRow()]),
  'deregistration/filter-options': oneCompanyScope,
};

/** Where the page navigated to. */
function ShownAddress() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function renderPage() {
  renderRegistryPage(
    'batchLogout',
    <>
      <DeregistrationListPage />
      <ShownAddress />
    </>,
  );
}

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: /Deregister cards/ }));
  return screen.findByRole('dialog');
}

async function chooseReason(dialog: HTMLElement, reason: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Reason' }));
  fireEvent.click(await screen.findByTitle(reason));
}

setUpEachTest({ grants: deregistrationGrants, testTimeout: 60_000 });

describe('DeregistrationListPage', () => {
  it('shows each deregistration with its reason and where its cards stand, its number opening it', async () => {
    stubFetch(listAnswers);
    renderPage();
    const link = await screen.findByRole('link', { name: '#21' });
    expect(link.getAttribute('href')).toContain('batchLogout/detail?id=21');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Owner change')).toBeTruthy();
    expect(within(row).getByText('Sold to a new owner, contract 2026-0412')).toBeTruthy();
    expect(
      within(row).getByRole('progressbar', {
        name: 'Deregistration progress: 4 deregistered and 1 failed of 10 cards',
      }),
    ).toBeTruthy();
    expect(within(row).getByText('Deregistered 4')).toBeTruthy();
    expect(within(row).getByText('Failed 1')).toBeTruthy();
    expect(within(row).getByText('Han Mei')).toBeTruthy();
  });

  it('filters by reason', async () => {
    const fetchMock = stubFetch(listAnswers);
    renderPage();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Reason' }));
    fireEvent.click(await screen.findByTitle('Vehicle scrapped'));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'deregistration/list').at(-1)).toMatchObject({ reason: [2] }),
    );
  });

  it('warns, refuses what is no card number, confirms, sends the cards and opens the deregistration', async () => {
    const fetchMock = stubFetch({
      ...listAnswers,
      'deregistration/submit': okAnswer([deregistrationRow({ id: 22, cardCount: 2 })]),
    });
    renderPage();
    const dialog = await openForm();
    expect(within(dialog).getByText(/owners' ID card pictures and face photos are erased/)).toBeTruthy();
    const cards = within(dialog).getByLabelText('Cards');
    fireEvent.change(cards, { target: { value: '89860424000000000074\nnot-a-card' } });
    await chooseReason(dialog, 'Vehicle scrapped');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deregister' }));
    expect(await within(dialog).findByText('Not an ICCID or MSISDN: not-a-card')).toBeTruthy();

    fireEvent.change(cards, { target: { value: '89860424000000000074, 13800000001\n89860424000000000074' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: '  Scrapped at Yard 4 ' } });
    expect(await within(dialog).findByText('Cards: 2 of at most 1,000')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deregister' }));
    expect(await screen.findAllByText('Deregister 2 cards?')).not.toHaveLength(0);
    expect(sentObjs(fetchMock, 'deregistration/submit')).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'deregistration/submit')).toEqual([
        { cardNumbers: ['89860424000000000074', '13800000001'], reason: 2, note: 'Scrapped at Yard 4' },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('address').textContent).toContain('batchLogout/detail?id=22'),
    );
  });

  it('adds the cards of a CSV file to the list, leaving out its header and other columns', async () => {
    stubFetch(listAnswers);
    renderPage();
    const dialog = await openForm();
    const cards = within(dialog).getByLabelText('Cards');
    fireEvent.change(cards, { target: { value: '89860424000000000074' } });
    const csv = 'ICCID,MSISDN\n89860424000000000075,1064800000075\r\n"89860424000000000076",\n';
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([csv], 'cards.csv', { type: 'text/csv' })] } });
    await waitFor(() =>
      expect((cards as HTMLTextAreaElement).value).toBe(
        '89860424000000000074\n89860424000000000075\n89860424000000000076',
      ),
    );
    expect(await within(dialog).findByText('Cards: 3 of at most 1,000')).toBeTruthy();
  });

  it('says in the dialog why the server refused the cards', async () => {
    stubFetch({
      ...listAnswers,
      'deregistration/submit': () =>
        jsonResponse({ status: '409', msg: 'Not registered: 89860424000000000074', rows: [] }),
    });
    renderPage();
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('Cards'), { target: { value: '89860424000000000074' } });
    await chooseReason(dialog, 'Other');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deregister' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText(/Not registered: 89860424000000000074/)).toBeTruthy();
  });

  it('offers no deregistration without the add action', async () => {
    signInWithGrants(deregistrationReaderGrants);
    stubFetch(listAnswers);
    renderPage();
    expect(await screen.findByRole('link', { name: '#21' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Deregister cards/ })).toBeNull();
  });
});
