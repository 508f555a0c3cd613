import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ButtonAction } from '@simdesk/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApiEnvironment, okAnswer, okPageAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { taskFixture } from '../../../test/task-fixture';
import { renderWithProviders } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import { MissionPage } from './mission-page';

const missionCode = 'sysManagement-mission';

function signIn(actions: ButtonAction[]) {
  signInWithGrants({ [missionCode]: actions });
}

beforeEach(() => fakeApiEnvironment());

const orgs = [
  { orgId: 1, parentId: null, name: 'Aurora Motors', orderNum: 0, companyId: 2 },
  { orgId: 4, parentId: 1, name: 'Beijing dealer', orderNum: 1, companyId: 2 },
];
const scopeOf = (companies: { companyId: number; name: string }[]) => ({
  'task/filter-options': okAnswer([{ orgs, companies }]),
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
    stubFetch({ 'task/list': okPageAnswer(rows), ...scopeOf([]) });
    signIn(['query']);
    renderWithProviders(<MissionPage />);
    const failedRow = (await screen.findByText('failed.csv')).closest('tr');
    expect(failedRow).not.toBeNull();
    expect(within(failedRow as HTMLElement).getByText('the carrier refused the batch')).toBeTruthy();
    const runningRow = screen.getByText('running-export.csv').closest('tr') as HTMLElement;
    expect(within(runningRow).getByText('0 / 0 / 10')).toBeTruthy();
  });

  it('sends the file name and status filters to task/list, trimmed', async () => {
    const fetchMock = stubFetch({ 'task/list': okPageAnswer([]), ...scopeOf([]) });
    signIn(['query']);
    renderWithProviders(<MissionPage />);
    await waitFor(() => expect(sentObjs(fetchMock, 'task/list')).toHaveLength(1));
    // The filter bar is drawn once the scope's options are in.
    fireEvent.change(await screen.findByLabelText('File name'), { target: { value: '  cards  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sentObjs(fetchMock, 'task/list')).toHaveLength(2));
    expect(sentObjs(fetchMock, 'task/list')[1]).toMatchObject({ fileName: 'cards' });
  });

  it("filters by the orgs of the caller's scope, and by company only where there are several", async () => {
    stubFetch({ 'task/list': okPageAnswer([]), ...scopeOf([]) });
    signIn(['query']);
    renderWithProviders(<MissionPage />);
    expect(await screen.findByLabelText('Organizations')).toBeTruthy();
    expect(screen.queryByLabelText('Company')).toBeNull();
  });

  it('offers carrier staff the companies they see', async () => {
    stubFetch({
      'task/list': okPageAnswer([]),
      ...scopeOf([
        { companyId: 1, name: 'simdesk Mobile' },
        { companyId: 2, name: 'Aurora Motors' },
      ]),
    });
    signIn(['query']);
    renderWithProviders(<MissionPage />);
    expect(await screen.findByLabelText('Company')).toBeTruthy();
  });
});
