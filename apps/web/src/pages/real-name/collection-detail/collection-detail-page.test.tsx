import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectingPageCode } from '@simdesk/contract/modules/real-name';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import { collectingGrants, collectionDetailRow } from '../collection-test-rows';
import { CollectionDetailPage } from './collection-detail-page';

function renderPage(search = '?id=31') {
  renderRegistryPage('collectingDetail', <CollectionDetailPage />, search);
}

setUpEachTest({ grants: collectingGrants, testTimeout: 30_000 });

describe('CollectionDetailPage', () => {
  it('shows the card, the owner masked, the warnings with their labels and every step', async () => {
    stubFetch({ 'collection/detail': okAnswer([collectionDetailRow()]) });
    renderPage();
    expect(await screen.findByRole('heading', { name: /89860424000000000074/ })).toBeTruthy();
    expect(screen.getByText('Documents read')).toBeTruthy();
    expect(screen.getByText('王*')).toBeTruthy();
    expect(screen.getByText('LSVAU2170N2183294')).toBeTruthy();
    expect(
      screen.getByText('ID photocopy (company certificate: black-and-white copy not supported)'),
    ).toBeTruthy();
    expect(screen.getByText('Score 62.3, 1 of 3 tries used')).toBeTruthy();
    expect(screen.getByText('Link sent')).toBeTruthy();
    expect(screen.getByText('ID card side read')).toBeTruthy();
    expect(screen.getByText('front -9102')).toBeTruthy();
    expect(screen.getByText('By Han Mei')).toBeTruthy();
  });

  it('links the registration the owner’s data became', async () => {
    stubFetch({
      'collection/detail': okAnswer([
        collectionDetailRow({ stage: 6, registrationId: 5, realNameStatus: 2, warnings: [] }),
      ]),
    });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Registration #5' });
    expect(link.getAttribute('href')).toContain('realnameList/detail?id=5');
    expect(screen.queryByRole('button', { name: /Withdraw link/ })).toBeNull();
  });

  it('withdraws a link not yet used, once the operator confirms', async () => {
    let reads = 0;
    const fetchMock = stubFetch({
      'collection/detail': () => {
        reads += 1;
        return okAnswer([collectionDetailRow(reads === 1 ? {} : { stage: 9 })])();
      },
      'collection/cancel': okAnswer([collectionDetailRow({ stage: 9 })]),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Withdraw link/ }));
    expect(await screen.findByText('Withdraw the link of 89860424000000000074?')).toBeTruthy();
    expect(sentObjs(fetchMock, 'collection/cancel')).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Withdraw link' }).at(-1) as HTMLElement);
    await waitFor(() => expect(sentObjs(fetchMock, 'collection/cancel')).toEqual([{ id: 31 }]));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Withdraw link/ })).toBeNull();
  });

  it('offers no withdrawal without the disable action', async () => {
    signInWithGrants({ [collectingPageCode]: ['query', 'get'] });
    stubFetch({ 'collection/detail': okAnswer([collectionDetailRow()]) });
    renderPage();
    expect(await screen.findByRole('heading', { name: /89860424000000000074/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Withdraw link/ })).toBeNull();
  });

  it('reads a submitted registration again until the carrier answers', async () => {
    const fetchMock = stubFetch({
      'collection/detail': okAnswer([collectionDetailRow({ stage: 5, warnings: [] })]),
    });
    renderPage();
    expect(await screen.findByText('Refreshed every 3 seconds while the carrier answers')).toBeTruthy();
    await waitFor(() => expect(sentObjs(fetchMock, 'collection/detail')).toHaveLength(2));
  });

  it('says the link is not found when the server knows none in scope', async () => {
    stubFetch({
      'collection/detail': () => jsonResponse({ status: '404', msg: 'no such collection', rows: [] }),
    });
    renderPage('?id=99');
    expect(await screen.findByText('Owner link not found')).toBeTruthy();
  });
});
