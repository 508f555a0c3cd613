import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { syncGrants, syncRow } from '../sync-test-rows';
import { SyncManagementPage } from './sync-management-page';

setUpEachTest({ grants: syncGrants, testTimeout: 30_000 });

const page = (rows: unknown[], key: string) =>
  okAnswer([{ [key]: rows, nextCursor: null, total: rows.length, totalIsEstimate: false }]);

describe('SyncManagementPage', () => {
  it('lists the sync runs with where a running one stands, and offers a sync now', async () => {
    const fetchMock = stubFetch({
      'real-name-sync/list': page(
        [syncRow(), syncRow({ id: 8, status: 'running', checked: 1, finishedAt: null })],
        'syncs',
      ),
    });
    renderRegistryPage('syncManagement', <SyncManagementPage />);
    expect(await screen.findByRole('link', { name: '7' })).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('1 of 2 cards checked')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Sync now/ })).toBeTruthy();
    expect(sentObjs(fetchMock, 'real-name-sync/list')[0]).toMatchObject({ pageSize: 20 });
  });
});
