import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OperatorVo, TaskRow } from '@simdesk/contract';
import { fakeApiEnvironment, okPageAnswer, stubFetch } from '../../../test/api-fixtures';
import { taskFixture } from '../../../test/task-fixture';
import { renderWithProviders } from '../../../test/render';
import { signInToPages } from '../../../test/session-fixture';
import { TaskCentreButton } from './task-centre-button';

function signIn(pageCodes: string[], operator: Partial<OperatorVo> = {}) {
  signInToPages(pageCodes, operator);
}

function answerTasks(rows: TaskRow[]) {
  const fetchMock = stubFetch({
    'task/list': okPageAnswer(rows),
  });
  return fetchMock;
}

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Task center' }));
  return screen.findByText('My tasks');
}

beforeEach(() => fakeApiEnvironment());

describe('TaskCentreButton', () => {
  it('is absent for role 3212 and for custom-platform operators', () => {
    const fetchMock = answerTasks([]);
    signIn(['sysManagement'], { roleId: '3212' });
    const { unmount } = renderWithProviders(<TaskCentreButton />);
    expect(screen.queryByRole('button', { name: 'Task center' })).toBeNull();
    unmount();
    signIn(['apiConfig', 'sysManagement'], { deployType: 3 });
    renderWithProviders(<TaskCentreButton />);
    expect(screen.queryByRole('button', { name: 'Task center' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a running task with its progress and a cancel button, and only my tasks', async () => {
    const fetchMock = answerTasks([taskFixture({ id: 7, taskStatus: 4, process: 42 })]);
    signIn(['sysManagement']);
    renderWithProviders(<TaskCentreButton />);
    await openDrawer();
    const item = await screen.findByTestId('task-7');
    expect(within(item).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(within(item).getByRole('button', { name: /Cancel/ })).toBeTruthy();
    expect(within(item).getByText('Processing')).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;
    expect(body).toEqual({ obj: { onlyMine: true, companyId: 1 }, page: { pageIndex: 1, pageSize: 10 } });
  });

  it('shows the fail reason of a failed task, without progress or cancel', async () => {
    answerTasks([taskFixture({ id: 8, taskStatus: 2, failReason: 'Template columns missing' })]);
    signIn(['sysManagement']);
    renderWithProviders(<TaskCentreButton />);
    await openDrawer();
    const item = await screen.findByTestId('task-8');
    expect(within(item).getByText('Reason: Template columns missing')).toBeTruthy();
    expect(within(item).queryByRole('progressbar')).toBeNull();
    expect(within(item).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('cuts a long file name and keeps the whole name for its tooltip', async () => {
    const longName = 'operation-log-export-2026-11-20.csv';
    answerTasks([taskFixture({ id: 9, fileName: longName })]);
    signIn(['sysManagement']);
    renderWithProviders(<TaskCentreButton />);
    await openDrawer();
    const name = await screen.findByLabelText(longName);
    expect(name.textContent).toBe('operation-log-export-2026…');
    fireEvent.mouseEnter(name);
    expect((await screen.findByRole('tooltip')).textContent).toContain(longName);
  });

  it('links to all tasks only with the task centre page code', async () => {
    answerTasks([]);
    signIn(['sysManagement']);
    const { unmount } = renderWithProviders(<TaskCentreButton />);
    await openDrawer();
    expect(await screen.findByText('No tasks yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View all tasks' })).toBeNull();
    unmount();
    signIn(['sysManagement-mission']);
    renderWithProviders(<TaskCentreButton />);
    await openDrawer();
    expect((await screen.findByRole('link', { name: 'View all tasks' })).getAttribute('href')).toBe(
      '/sys/mission',
    );
  });
});
