import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { chinaMobileGrants, reusedDetailRow } from '../china-mobile-test-rows';
import { ReuseDetailPage } from './reuse-detail-page';

function renderPage(search: string) {
  renderRegistryPage('yidongRnReuseDetail', <ReuseDetailPage />, search);
}

setUpEachTest({ grants: chinaMobileGrants, testTimeout: 30_000 });

describe('ReuseDetailPage', () => {
  it('shows the registration by reuse through its own call, with no reveal even to one who may reveal', async () => {
    const fetchMock = stubFetch({ 'real-name-reuse/detail': okAnswer([reusedDetailRow]) });
    renderPage('?id=7');
    expect(await screen.findByRole('heading', { name: /89860424000000000077/ })).toBeTruthy();
    expect(sentObjs(fetchMock, 'real-name-reuse/detail')).toEqual([{ id: 7 }]);
    expect(screen.getByText('Reused registration')).toBeTruthy();
    expect(screen.getByText('110***********002X')).toBeTruthy();
    expect(screen.getByText('RN-2026-000321')).toBeTruthy();
    expect(screen.getByText('Registration created')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to the registrations by reuse' });
    expect(back.getAttribute('href')).toMatch(/yidongRnReuse$/);
    expect(screen.queryByRole('button', { name: /Show personal data/ })).toBeNull();
  });

  it('says the registration is not found when the server knows none in scope', async () => {
    stubFetch({
      'real-name-reuse/detail': () => jsonResponse({ status: '404', msg: 'no such registration', rows: [] }),
    });
    renderPage('?id=99');
    expect(await screen.findByText('Registration not found')).toBeTruthy();
  });
});
