import type { TaskRow } from '@simdesk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiEnvironment, jsonResponse } from '../../../test/api-fixtures';
import { renderWithProviders } from '../../../test/render';
import { taskFixture } from '../../../test/task-fixture';
import { TaskRowActions } from './task-row-actions';

const running = taskFixture({ id: 3, taskType: 2, taskStatus: 0, fileName: 'import.csv', totalCount: 10 });

const link = { url: '/api/ec/v0/task/download?taskId=3&token=ticket', fileName: 'errors.csv', expiresAt: '' };

beforeEach(() => fakeApiEnvironment());

describe('TaskRowActions', () => {
  it('cancels a running task only after the confirm', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse({ status: '0', msg: 'success', rows: [{ ...running, cancelRequested: true }] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TaskRowActions task={running} />);
    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel task' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/ec/v0/task/cancel');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ obj: { taskId: 3 } });
  });

  it('downloads the error report through its one-time link, without the session header', async () => {
    // jsdom has no object URLs; the saved blob is not what this test is about.
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input).endsWith('download-attachment')
        ? jsonResponse({ status: '0', msg: 'success', rows: [link] })
        : new Response('a,b', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const failed: TaskRow = { ...running, taskStatus: 3, hasErrorReport: true };
    renderWithProviders(<TaskRowActions task={failed} />);
    fireEvent.click(screen.getByRole('button', { name: /Error report/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      obj: { taskId: 3, which: 'error-report' },
    });
    const [address, init] = fetchMock.mock.calls[1] ?? [];
    expect(address).toBe(link.url);
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });
});
