import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MessageHistoryRow } from '@simdesk/contract';
import { fakeApiEnvironment, okPageAnswer, stubFetch } from '../../../test/api-fixtures';
import { renderWithProviders } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import { SystemMessagePage } from './system-message-page';

function historyRow(overrides: Partial<MessageHistoryRow>): MessageHistoryRow {
  return {
    id: 1,
    moduleType: 0,
    messageType: 0,
    occurTime: '2026-11-20T08:00:00.000Z',
    ruleName: null,
    content: 'Planned upgrade',
    isRead: 0,
    clearedTime: null,
    ...overrides,
  };
}

beforeEach(() => fakeApiEnvironment());

describe('SystemMessagePage', () => {
  it('asks a visitor without a session to sign in, and reads nothing', () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<SystemMessagePage />);
    expect(screen.getByText('Sign in to see your messages')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the history with each message state, cleared ones included', async () => {
    const rows = [
      historyRow({ id: 2, content: 'Upgrade done', clearedTime: '2026-11-21T08:00:00.000Z', isRead: 1 }),
      historyRow({ id: 1, content: 'Planned upgrade' }),
    ];
    const fetchMock = stubFetch({
      'message/query-system-message-history': okPageAnswer(rows),
    });
    signInWithGrants({});
    renderWithProviders(<SystemMessagePage />);
    const cleared = (await screen.findByText('Upgrade done')).closest('tr') as HTMLElement;
    expect(within(cleared).getByText('Cleared')).toBeTruthy();
    expect(within(cleared).getByText('System upgrade notice')).toBeTruthy();
    const unread = screen.getByText('Planned upgrade').closest('tr') as HTMLElement;
    expect(within(unread).getByText('Unread')).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;
    expect(body).toEqual({ obj: {}, page: { pageIndex: 1, pageSize: 20 } });
    // The first table and date picker of the file load antd's heavy parts: slow on a busy machine.
  }, 15_000);
});
