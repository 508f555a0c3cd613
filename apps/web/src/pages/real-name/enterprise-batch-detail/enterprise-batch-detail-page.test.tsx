import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orgBatchRnPageCode } from '@simdesk/contract/modules/real-name';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import {
  enterpriseBatchRow,
  inReviewRow,
  realNameGrants,
  registrationPage,
  registrationRow,
} from '../real-name-test-rows';
import { EnterpriseBatchDetailPage } from './enterprise-batch-detail-page';

function renderPage(search: string) {
  renderRegistryPage('orgBatchRnDetail', <EnterpriseBatchDetailPage />, search);
}

setUpEachTest({ grants: realNameGrants, testTimeout: 30_000 });

describe('EnterpriseBatchDetailPage', () => {
  it('shows the batch’s counts, and its cards through the batch’s own call, each opening its registration', async () => {
    const fetchMock = stubFetch({
      'enterprise-batch/detail': okAnswer([enterpriseBatchRow()]),
      'enterprise-batch/cards': registrationPage([registrationRow(), inReviewRow]),
    });
    renderPage('?id=12');
    expect(await screen.findByRole('heading', { name: 'Aurora Fleet Services' })).toBeTruthy();
    expect(
      screen.getByRole('progressbar', {
        name: 'Registration progress: 4 registered and 1 refused of 10 cards',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Waiting 2')).toBeTruthy();
    expect(screen.getByText('With the carrier 3')).toBeTruthy();
    expect(screen.getByText('Registered 4')).toBeTruthy();
    expect(screen.getByText('Refused 1')).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText(/Refreshed every 5 seconds/)).toBeTruthy();

    const card = await screen.findByRole('link', { name: '89860424000000000075' });
    expect(card.getAttribute('href')).toContain('realnameList/detail?id=6');
    expect(within(card.closest('tr') as HTMLElement).getByText('Processing')).toBeTruthy();
    expect(sentObjs(fetchMock, 'enterprise-batch/cards')).toEqual([{ id: 12, pageSize: 20 }]);
    const inList = screen.getByRole('link', { name: 'Open in the real-name list' });
    expect(inList.getAttribute('href')).toContain('realnameList?batchId=12');
  });

  it('lists the cards to an operator with only the batch page, without the way to the real-name list', async () => {
    signInWithGrants({ [orgBatchRnPageCode]: ['query', 'get'] });
    const fetchMock = stubFetch({
      'enterprise-batch/detail': okAnswer([enterpriseBatchRow({ waiting: 0, processing: 0, registered: 9 })]),
      'enterprise-batch/cards': registrationPage([registrationRow()]),
    });
    renderPage('?id=12');
    expect(await screen.findByText('Finished')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '89860424000000000074' })).toBeTruthy();
    expect(screen.getByText('Cards of this batch')).toBeTruthy();
    expect(sentObjs(fetchMock, 'enterprise-batch/cards')).toEqual([{ id: 12, pageSize: 20 }]);
    expect(screen.queryByRole('link', { name: 'Open in the real-name list' })).toBeNull();
    expect(screen.queryByText(/real-name list/)).toBeNull();
    expect(screen.queryByText(/Refreshed every/)).toBeNull();
  });

  it('says the batch is not found when the server knows none in scope', async () => {
    stubFetch({
      'enterprise-batch/detail': () => jsonResponse({ status: '404', msg: 'no such batch', rows: [] }),
    });
    renderPage('?id=99');
    expect(await screen.findByText('Batch not found')).toBeTruthy();
  });
});
