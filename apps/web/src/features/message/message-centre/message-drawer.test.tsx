import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ruleAlarmPageCode, type MessageRow, type MessageTabCode } from '@simdesk/contract';
import { fakeApiEnvironment, jsonResponse } from '../../../test/api-fixtures';
import { renderWithProviders } from '../../../test/render';
import { signInToPages } from '../../../test/session-fixture';
import { MessageCentreButton } from './message-centre-button';

function message(id: number, moduleType: MessageTabCode, overrides: Partial<MessageRow> = {}): MessageRow {
  return {
    id,
    moduleType,
    messageType: moduleType === 1 ? 3 : 0,
    occurTime: '2026-11-20T08:00:00.000Z',
    ruleName: moduleType === 1 ? 'Monthly data above 80%' : null,
    content: `message ${id}`,
    isRead: 0,
    ...overrides,
  };
}

interface Body {
  obj: { moduleType?: MessageTabCode };
}

/** A tiny message centre behind fetch: the calls change its rows as the server would. */
function fakeMessageServer(initial: MessageRow[], visibleTabs: MessageTabCode[]) {
  let rows = [...initial];
  const requests: { path: string; obj: Body['obj'] }[] = [];
  const envelope = (answer: unknown[]) =>
    jsonResponse({ status: '0', msg: 'success', rows: answer, total: answer.length });
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace('/api/ec/v0/', '');
    const { obj } = JSON.parse(String(init?.body)) as Body;
    requests.push({ path, obj });
    const inTab = (row: MessageRow) => row.moduleType === obj.moduleType;
    switch (path) {
      case 'message/unread-count':
        return envelope(
          visibleTabs.map((moduleType) => ({
            moduleType,
            unreadCount: rows.filter((row) => row.moduleType === moduleType && row.isRead === 0).length,
            totalCount: rows.filter((row) => row.moduleType === moduleType).length,
          })),
        );
      case 'message/query-list':
        return envelope(rows.filter(inTab));
      case 'message/update-msg-record':
        rows = rows.map((row) => (inTab(row) ? { ...row, isRead: 1 } : row));
        return envelope([{ updatedCount: 1 }]);
      case 'message/clear':
        rows = rows.filter((row) => !inTab(row));
        return envelope([{ updatedCount: 1 }]);
      default:
        throw new Error(`unexpected call ${path}`);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, calls: (path: string) => requests.filter((request) => request.path === path) };
}

function signIn(pageCodes: string[]) {
  signInToPages(pageCodes);
}

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Messages' }));
  return screen.findByRole('dialog', { name: 'Message centre' });
}

const tabNamed = (name: string) => screen.getByRole('tab', { name: new RegExp(name) });

beforeEach(() => fakeApiEnvironment());

// Each test opens a drawer with tabs: a few antd renders, slow on a busy machine.
describe('the message drawer', { timeout: 15_000 }, () => {
  it('is there for every signed-in operator and nobody else', async () => {
    fakeMessageServer([], [0, 2]);
    renderWithProviders(<MessageCentreButton />);
    expect(screen.queryByRole('button', { name: 'Messages' })).toBeNull();
    cleanup();
    signIn(['vehicleCardManagement-dashboard']);
    renderWithProviders(<MessageCentreButton />);
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeTruthy();
  });

  it('shows the rule-alarm tab only with the rule management code', async () => {
    fakeMessageServer([], [0, 2]);
    signIn(['vehicleCardManagement-dashboard']);
    const { unmount } = renderWithProviders(<MessageCentreButton />);
    await openDrawer();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['System messages', 'Security']);
    unmount();
    fakeMessageServer([], [0, 1, 2]);
    signIn([`${ruleAlarmPageCode}-ruleManage`]);
    renderWithProviders(<MessageCentreButton />);
    await openDrawer();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'System messages',
      'Rule alarms',
      'Security',
    ]);
  });

  it('badges the unread total, lists a tab with type, time, rule and unread dot', async () => {
    fakeMessageServer([message(1, 0), message(2, 1), message(3, 1, { isRead: 1 }), message(4, 2)], [0, 1, 2]);
    signIn([ruleAlarmPageCode]);
    renderWithProviders(<MessageCentreButton />);
    expect(await screen.findByTitle('3 unread messages')).toBeTruthy();
    await openDrawer();
    const notice = await screen.findByTestId('message-1');
    expect(within(notice).getByText('System upgrade notice')).toBeTruthy();
    expect(within(notice).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(within(notice).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    fireEvent.click(tabNamed('Rule alarms'));
    const alarm = await screen.findByTestId('message-2');
    expect(within(alarm).getByText('Data usage alarm')).toBeTruthy();
    expect(within(alarm).getByText('Rule: Monthly data above 80%')).toBeTruthy();
    expect(within(await screen.findByTestId('message-3')).queryByRole('img', { name: 'Unread' })).toBeNull();
  });

  it('marks the tab it leaves read and zeroes its count, not the tab it opens', async () => {
    const server = fakeMessageServer([message(1, 0), message(2, 0), message(3, 1)], [0, 1, 2]);
    signIn([ruleAlarmPageCode]);
    renderWithProviders(<MessageCentreButton />);
    await openDrawer();
    await screen.findByTestId('message-1');
    expect(within(tabNamed('System messages')).getByTitle('2 unread')).toBeTruthy();
    fireEvent.click(tabNamed('Rule alarms'));
    await waitFor(() => expect(within(tabNamed('System messages')).queryByTitle('2 unread')).toBeNull());
    expect(server.calls('message/update-msg-record').map((request) => request.obj)).toEqual([
      { moduleType: 0 },
    ]);
    expect(within(tabNamed('Rule alarms')).getByTitle('1 unread')).toBeTruthy();
  });

  it('shows the security tab as counts only, never listing it', async () => {
    const server = fakeMessageServer([message(4, 2), message(5, 2, { isRead: 1 })], [0, 2]);
    signIn([]);
    renderWithProviders(<MessageCentreButton />);
    await openDrawer();
    fireEvent.click(tabNamed('Security'));
    const unread = await screen.findByText('Unread security messages');
    expect(unread.closest('.ant-statistic')?.textContent).toBe('Unread security messages1');
    const all = screen.getByText('All security messages');
    expect(all.closest('.ant-statistic')?.textContent).toBe('All security messages2');
    expect(server.calls('message/query-list').some((request) => request.obj.moduleType === 2)).toBe(false);
  });

  it('marks the open tab read on closing, and not again when nothing is unread', async () => {
    const server = fakeMessageServer([message(1, 0)], [0, 2]);
    signIn([]);
    renderWithProviders(<MessageCentreButton />);
    await openDrawer();
    await screen.findByTestId('message-1');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(server.calls('message/update-msg-record')).toHaveLength(1));
    expect(server.calls('message/update-msg-record')[0]?.obj).toEqual({ moduleType: 0 });
    await waitFor(() => expect(screen.queryByTitle('1 unread messages')).toBeNull());
    await openDrawer();
    fireEvent.click(tabNamed('Security'));
    expect(server.calls('message/update-msg-record')).toHaveLength(1);
  });

  it('clears the open tab after a confirmation, leaving the empty state', async () => {
    const server = fakeMessageServer([message(1, 0), message(2, 0)], [0, 2]);
    signIn([]);
    renderWithProviders(<MessageCentreButton />);
    const drawer = await openDrawer();
    await screen.findByTestId('message-1');
    fireEvent.click(within(drawer).getByRole('button', { name: /Clear/ }));
    expect(await screen.findByText('Clear all messages of this tab?')).toBeTruthy();
    expect(server.calls('message/clear')).toHaveLength(0);
    const confirm = screen
      .getAllByRole('button', { name: 'Clear' })
      .find((button) => !drawer.contains(button));
    if (!confirm) throw new Error('no confirm button');
    fireEvent.click(confirm);
    expect(await screen.findByText('No messages')).toBeTruthy();
    expect(server.calls('message/clear').map((request) => request.obj)).toEqual([{ moduleType: 0 }]);
    expect(screen.getByRole('link', { name: 'View history' }).getAttribute('href')).toBe('/systemMessage');
  });
});
