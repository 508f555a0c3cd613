import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, okAnswer, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import { cardChangeDetailRow, cardChangeGrants, cardChangeReaderGrants } from '../card-change-test-rows';
import { CardChangeDetailPage } from './card-change-detail-page';

function renderPage(search: string) {
  renderRegistryPage('vehicleChangeCardDetail', <CardChangeDetailPage />, search);
}

setUpEachTest({ grants: cardChangeGrants, testTimeout: 30_000 });

describe('CardChangeDetailPage', () => {
  it('shows the vehicle, both cards, the carrier’s orders and answer, and every step', async () => {
    stubFetch({ 'card-change/detail': okAnswer([cardChangeDetailRow()]) });
    renderPage('?id=31');
    const heading = await screen.findByRole('heading', { name: /No\. 31/ });
    const facts = within(heading.closest('.ant-card') as HTMLElement);
    expect(facts.getByText('Failed')).toBeTruthy();
    expect(facts.getByRole('link', { name: 'LSVAU2170N2183294' }).getAttribute('href')).toContain(
      'vehicleDetail?id=7',
    );
    expect(facts.getByText('RN-2026-000401')).toBeTruthy();
    expect(facts.getByText('RN-2026-000402')).toBeTruthy();
    expect(facts.getByText(/Failed at: registering the new card/)).toBeTruthy();
    expect(facts.getByRole('button', { name: 'Retry' })).toBeTruthy();
    const oldCard = screen.getByRole('link', { name: '89860424000000000074' });
    expect(oldCard.getAttribute('href')).toContain('cardState/list/detail?id=74');
    expect(screen.getByText('Old card (released)')).toBeTruthy();
    expect(screen.getByText('New card (registered)')).toBeTruthy();
    expect(screen.getByText('Old card released')).toBeTruthy();
    expect(
      screen.getByText('register: CARD_STATE: the card is registered to another enterprise'),
    ).toBeTruthy();
  });

  it('offers no retry to a reader', async () => {
    signInWithGrants(cardChangeReaderGrants);
    stubFetch({ 'card-change/detail': okAnswer([cardChangeDetailRow()]) });
    renderPage('?id=31');
    expect(await screen.findByRole('heading', { name: /No\. 31/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says when the change is not found', async () => {
    stubFetch({
      'card-change/detail': () => jsonResponse({ status: '404', msg: 'no card change 99', rows: [] }),
    });
    renderPage('?id=99');
    expect(await screen.findByText('Card change not found')).toBeTruthy();
  });
});
