import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../session/session-store';
import { fakeApiEnvironment, fetchByPath, jsonResponse } from '../../../test/api-fixtures';
import { testOperator } from '../../../test/operator-fixture';
import { taskFixture } from '../../../test/task-fixture';
import { renderWithProviders } from '../../../test/render';
import { MissionPage } from './mission-page';

const missionCode = 'sysManagement-mission';

function signIn(actions: string[]) {
  sessionStore.signIn({
    token: 'token-1',
    pageCodeList: [missionCode],
    permissionVoList: [{ pageCode: missionCode, actions }],
    operatorVo: testOperator(),
  });
}

function requestObjects(fetchMock: ReturnType<typeof fetchByPath>): unknown[] {
  return fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { obj: unknown }).obj);
}

beforeEach(() => fakeApiEnvironment());
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('MissionPage', () => {
  it('lists tasks with status, counts and the failure reason of a failed task', async () => {
    const rows = [
      taskFixture({ id: 3, taskStatus: 4, process: 40, fileName: 'running-export.csv', totalCount: 10 }),
      taskFixture({
        id: 2,
        taskStatus: 2,
        failReason: 'the carrier refused the batch',
        fileName: 'failed.csv',
      }),
    ];
    vi.stubGlobal(
      'fetch',
      fetchByPath({ 'task/list': () => jsonResponse({ status: '0', msg: 'success', rows, total: 2 }) }),
    );
    signIn(['query']);
    renderWithProviders(<MissionPage />);
    const failedRow = (await screen.findByText('failed.csv')).closest('tr');
    expect(failedRow).not.toBeNull();
    expect(within(failedRow as HTMLElement).getByText('the carrier refused the batch')).toBeTruthy();
    const runningRow = screen.getByText('running-export.csv').closest('tr') as HTMLElement;
    expect(within(runningRow).getByText('0 / 0 / 10')).toBeTruthy();
  });

  it('sends the file name and status filters to task/list, trimmed', async () => {
    const fetchMock = fetchByPath({
      'task/list': () => jsonResponse({ status: '0', msg: 'success', rows: [], total: 0 }),
    });
    vi.stubGlobal('fetch', fetchMock);
    signIn(['query']);
    renderWithProviders(<MissionPage />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByLabelText('File name'), { target: { value: '  cards  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(requestObjects(fetchMock)[1]).toMatchObject({ fileName: 'cards' });
  });
});
