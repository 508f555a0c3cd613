import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okAnswer, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { syncDetail, syncGrants } from '../sync-test-rows';
import { SyncRecordDetailPage } from './sync-record-detail-page';

setUpEachTest({ grants: syncGrants, testTimeout: 30_000 });

describe('SyncRecordDetailPage', () => {
  it('shows a run and the difference it settled', async () => {
    stubFetch({ 'real-name-sync/detail': okAnswer([syncDetail()]) });
    renderRegistryPage('syncRecordDetail', <SyncRecordDetailPage />, '?id=7');
    expect(await screen.findByText('Sync 7')).toBeTruthy();
    expect(screen.getByText('89860424000000000074')).toBeTruthy();
    expect(screen.getByText('Difference')).toBeTruthy();
    expect(screen.getByText('Yes')).toBeTruthy();
  });
});
