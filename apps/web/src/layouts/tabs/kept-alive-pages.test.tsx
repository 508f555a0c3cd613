import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type ComponentProps } from 'react';
import type { PageDefinition } from '@simdesk/contract';
import { PageComponentsContext } from '../../routing/page-components-context';
import { renderWithProviders } from '../../test/render';
import type { MainView } from '../main-layout/main-view';
import { KeptAlivePages } from './kept-alive-pages';
import type { PageTab } from './tab-model';
import type { PageTabs } from './use-page-tabs';

function DraftForm({ label }: { label: string }) {
  const [text, setText] = useState('');
  return <input aria-label={label} value={text} onChange={(event) => setText(event.target.value)} />;
}

// Real pages load lazily; these stand in for them so the test is about keeping them alive.
const standInPages = {
  orders: () => <DraftForm label="Order note" />,
  detail: () => <DraftForm label="Detail note" />,
};

function KeptAliveStandIns(props: ComponentProps<typeof KeptAlivePages>) {
  return (
    <PageComponentsContext value={standInPages}>
      <KeptAlivePages {...props} />
    </PageComponentsContext>
  );
}

const page = (name: string, keepAlive: boolean): PageDefinition => ({
  name,
  path: `/${name}`,
  titleKey: name,
  layout: 'main',
  keepAlive,
  built: true,
});
const orders: PageTab = {
  key: '/orders',
  address: '/orders',
  page: page('orders', true),
  params: {},
  search: '',
};
const detail: PageTab = {
  key: '/detail',
  address: '/detail',
  page: page('detail', false),
  params: {},
  search: '',
};

function tabsOf(tabs: readonly PageTab[], activeKey: string | undefined): PageTabs {
  return { tabs, activeKey, select: () => undefined, act: () => undefined };
}

function viewOf(tab: PageTab): MainView {
  return {
    kind: 'page',
    key: tab.address,
    pathname: tab.key,
    page: tab.page,
    params: tab.params,
    search: tab.search,
  };
}

describe('kept-alive pages', () => {
  it('keeps what was typed on a page across a tab switch, and drops it when the tab closes', async () => {
    const view = renderWithProviders(
      <KeptAliveStandIns view={viewOf(orders)} tabs={tabsOf([orders, detail], '/orders')} />,
    );
    const note = (await screen.findByLabelText('Order note')) as HTMLInputElement;
    fireEvent.change(note, { target: { value: 'ship on Monday' } });

    await act(async () =>
      view.rerender(<KeptAliveStandIns view={viewOf(detail)} tabs={tabsOf([orders, detail], '/detail')} />),
    );
    expect(await screen.findByLabelText('Detail note')).toBeTruthy();

    await act(async () =>
      view.rerender(<KeptAliveStandIns view={viewOf(orders)} tabs={tabsOf([orders, detail], '/orders')} />),
    );
    expect((screen.getByLabelText('Order note') as HTMLInputElement).value).toBe('ship on Monday');

    // Closed, then opened again: a fresh page.
    await act(async () =>
      view.rerender(<KeptAliveStandIns view={viewOf(detail)} tabs={tabsOf([detail], '/detail')} />),
    );
    await act(async () =>
      view.rerender(<KeptAliveStandIns view={viewOf(orders)} tabs={tabsOf([detail, orders], '/orders')} />),
    );
    expect(((await screen.findByLabelText('Order note')) as HTMLInputElement).value).toBe('');
  });

  it('remounts a page that is not kept alive', async () => {
    const view = renderWithProviders(
      <KeptAliveStandIns view={viewOf(detail)} tabs={tabsOf([orders, detail], '/detail')} />,
    );
    fireEvent.change(await screen.findByLabelText('Detail note'), { target: { value: 'draft' } });
    await act(async () =>
      view.rerender(<KeptAliveStandIns view={viewOf(orders)} tabs={tabsOf([orders, detail], '/orders')} />),
    );
    expect(screen.queryByLabelText('Detail note')).toBeNull();
    await act(async () =>
      view.rerender(<KeptAliveStandIns view={viewOf(detail)} tabs={tabsOf([orders, detail], '/detail')} />),
    );
    expect(((await screen.findByLabelText('Detail note')) as HTMLInputElement).value).toBe('');
  });

  it('draws a page without a tab (the home page) and failures outside the tabs', async () => {
    const view = renderWithProviders(
      <KeptAliveStandIns view={viewOf(orders)} tabs={tabsOf([], undefined)} />,
    );
    expect(await screen.findByLabelText('Order note')).toBeTruthy();
    await act(async () =>
      view.rerender(
        <KeptAliveStandIns
          view={{ kind: 'failure', key: '/nope', status: 404 }}
          tabs={tabsOf([], undefined)}
        />,
      ),
    );
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back home' })).toBeTruthy();
  });
});
