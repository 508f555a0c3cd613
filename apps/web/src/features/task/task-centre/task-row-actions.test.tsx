import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskRow } from '@simdesk/contract';
import { fakeApiEnvironment, jsonResponse } from '../../../test/api-fixtures';
import { renderWithProviders } from '../../../test/render';
import { TaskRowActions } from './task-row-actions';

const running: TaskRow = {
  id: 3,
  taskType: 2,
  taskStatus: 0,
  createTime: '2026-11-20T08:00:00.000Z',
  updateTime: '2026-11-20T08:00:00.000Z',
  fileName: 'import.csv',
  attachmentName: null,
  hasAttachment: false,
  errorReportName: null,
  hasErrorReport: false,
  failReason: null,
  process: 0,
  totalCount: 10,
  succeededCount: 0,
  failedCount: 0,
  cancelRequested: false,
  account: 'admin',
};

const link = { url: '/api/ec/v0/task/download?taskId=3&token=ticket', fileName: 'errors.csv', expiresAt: '' };

beforeEach(() => fakeApiEnvironment());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
