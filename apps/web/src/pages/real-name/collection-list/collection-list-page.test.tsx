import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { collectingPageCode } from '@simdesk/contract/modules/real-name';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import { collectingGrants, collectionPage, collectionRow, ownerToken } from '../collection-test-rows';
import { oneCompanyScope } from '../real-name-test-rows';
import { CollectionListPage } from './collection-list-page';

function renderPage() {
  renderRegistryPage('collecting', <CollectionListPage />);
}

async function openSendDialog() {
  fireEvent.click(await screen.findByRole('button', { name: /Send owner link/ }));
  return screen.findByRole('dialog');
}

setUpEachTest({ grants: collectingGrants, testTimeout: 30_000 });

describe('CollectionListPage', () => {
  it('shows each link with where its owner stands, the ICCID opening its detail', async () => {
    const fetchMock = stubFetch({
      'collection/list': collectionPage([collectionRow()]),
      'collection/filter-options': oneCompanyScope,
    });
    renderPage();
    const link = await screen.findByRole('link', { name: '89860424000000000074' });
    expect(link.getAttribute('href')).toContain('collecting/collectingDetail?id=31');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('1064800000074')).toBeTruthy();
    expect(within(row).getByText('LSVAU2170N2183294')).toBeTruthy();
    expect(within(row).getByText('Documents read')).toBeTruthy();
    expect(within(row).getByText('王*')).toBeTruthy();
    expect(
      within(row).getByText('ID photocopy (company certificate: black-and-white copy not supported)'),
    ).toBeTruthy();
    expect(within(row).getByText('62.3')).toBeTruthy();
    expect(within(row).getByText('Han Mei')).toBeTruthy();
    expect(sentObjs(fetchMock, 'collection/list')).toEqual([{ pageSize: 20 }]);

    fireEvent.mouseDown(screen.getByLabelText('Stage'));
    fireEvent.click(await screen.findByTitle('Submitted'));
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: 'lsvau2170n2183294' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'collection/list').at(-1)).toEqual({
        stage: [5],
        vin: 'lsvau2170n2183294',
        pageSize: 20,
      }),
    );
  });

  it('shows the new link once, with its QR code, and nothing of it after the dialog closes', async () => {
    const fetchMock = stubFetch({
      'collection/list': collectionPage([]),
      'collection/filter-options': oneCompanyScope,
      'collection/send': okAnswer([{ ...collectionRow({ stage: 1 }), token: ownerToken }]),
    });
    renderPage();
    const dialog = await openSendDialog();
    fireEvent.change(within(dialog).getByLabelText('Card number'), {
      target: { value: ' 89860424000000000074 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const address = `${window.location.origin}/serviceHall?token=${ownerToken}`;
    expect(await within(dialog).findByText(address)).toBeTruthy();
    expect(sentObjs(fetchMock, 'collection/send')).toEqual([{ cardNumber: '89860424000000000074' }]);
    expect(within(dialog).getByLabelText("QR code of the owner's link")).toBeTruthy();
    expect(within(dialog).getByText(/works for 24 hours and only once/)).toBeTruthy();
    const clipboard = { writeText: vi.fn(async () => undefined) };
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    fireEvent.click(within(dialog).getByRole('button', { name: /Copy link/ }));
    expect(clipboard.writeText).toHaveBeenCalledWith(address);
    // The list is read again: the new link is in it.
    await waitFor(() => expect(sentObjs(fetchMock, 'collection/list')).toHaveLength(2));

    // Closed and opened again, the dialog asks for a card again: the link is not kept anywhere.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    const reopened = await openSendDialog();
    expect(await within(reopened).findByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByText(address)).toBeNull();
    expect(sentObjs(fetchMock, 'collection/send')).toHaveLength(1);
  });

  it('says in the dialog why the server refused the card', async () => {
    stubFetch({
      'collection/list': collectionPage([]),
      'collection/filter-options': oneCompanyScope,
      'collection/send': () =>
        jsonResponse({ status: '409', msg: 'The card is not fitted to a vehicle', rows: [] }),
    });
    renderPage();
    const dialog = await openSendDialog();
    fireEvent.change(within(dialog).getByLabelText('Card number'), {
      target: { value: '89860424000000000074' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The card is not fitted to a vehicle',
    );
  });

  it('offers no link to send without the add action', async () => {
    signInWithGrants({ [collectingPageCode]: ['query', 'get'] });
    stubFetch({
      'collection/list': collectionPage([collectionRow()]),
      'collection/filter-options': oneCompanyScope,
    });
    renderPage();
    expect(await screen.findByRole('link', { name: '89860424000000000074' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send owner link/ })).toBeNull();
  });
});
