import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MessageHistoryRow } from '@simdesk/contract';
import { fakeApiEnvironment, okAnswer, okPageAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
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

const enterpriseSettings = 'sysManagement-accountSetting';
/** The scope options of carrier staff: other companies, and the orgs of each. */
const carrierScope = {
  companies: [
    { companyId: 1, name: 'simdesk Mobile' },
    { companyId: 2, name: 'Aurora Motors' },
  ],
  orgs: [
    { orgId: 1, parentId: null, name: 'simdesk Mobile', orderNum: 0, companyId: 1 },
    { orgId: 20, parentId: null, name: 'Aurora Motors', orderNum: 0, companyId: 2 },
    { orgId: 21, parentId: 20, name: 'North region', orderNum: 1, companyId: 2 },
  ],
};

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

  it('lets carrier staff publish a notice to one org of a company after a confirmation, then reads the history again', async () => {
    signInWithGrants({ [enterpriseSettings]: ['edit'] });
    let published = false;
    const fetchMock = stubFetch({
      'task/filter-options': okAnswer([carrierScope]),
      'message/query-system-message-history': () =>
        okPageAnswer(published ? [historyRow({ id: 3, content: 'Maintenance on Sunday' })] : [])(),
      'message/publish-system-notice': () => {
        published = true;
        return okAnswer([{ recipientCount: 4 }])();
      },
    });
    renderWithProviders(<SystemMessagePage />);
    fireEvent.click(await screen.findByRole('button', { name: /Publish system notice/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Company' }));
    fireEvent.click((await screen.findAllByText('Aurora Motors')).at(-1) as HTMLElement);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Org' }));
    // Only the chosen company's orgs are offered.
    await screen.findAllByText('North region');
    const offered = [...document.querySelectorAll('.ant-select-tree-title')].map((node) => node.textContent);
    expect(offered).toEqual(['Aurora Motors', 'North region']);
    fireEvent.click(screen.getAllByText('North region').at(-1) as HTMLElement);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notice' }), {
      target: { value: 'Maintenance on Sunday' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(/Every operator of North region and the orgs below it in Aurora Motors/),
    ).toBeTruthy();
    expect(sentObjs(fetchMock, 'message/publish-system-notice')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Notice published to 4 operators.')).toBeTruthy();
    expect(sentObjs(fetchMock, 'message/publish-system-notice')).toEqual([
      { companyId: 2, orgId: 21, content: 'Maintenance on Sunday' },
    ]);
    // The history is read again: the notice is there when the publisher is among its recipients.
    await waitFor(() =>
      expect(screen.getAllByText('Maintenance on Sunday').some((node) => node.closest('tr'))).toBe(true),
    );
  }, 60_000);

  it('offers no publishing to a company admin, who holds the page action but is not carrier staff', async () => {
    signInWithGrants({ [enterpriseSettings]: ['edit'] });
    const fetchMock = stubFetch({
      'task/filter-options': okAnswer([{ companies: [], orgs: carrierScope.orgs.slice(1) }]),
      'message/query-system-message-history': okPageAnswer([historyRow({})]),
    });
    renderWithProviders(<SystemMessagePage />);
    await screen.findByText('Planned upgrade');
    await waitFor(() => expect(sentObjs(fetchMock, 'task/filter-options')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Publish system notice/ })).toBeNull();
  }, 15_000);
});
