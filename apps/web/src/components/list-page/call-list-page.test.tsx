import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@simdesk/contract';
import { fakeApiEnvironment, jsonResponse, sentObjs } from '../../test/api-fixtures';
import { renderWithProviders } from '../../test/render';
import { CallListPage } from './call-list-page';

const fruitPageCall = defineCall({
  path: 'fruit/keyset-list',
  access: { kind: 'authenticated' },
  obj: z.strictObject({ name: z.string().optional(), cursor: z.number().optional(), pageSize: z.number() }),
  row: z.object({
    fruits: z.array(z.object({ id: z.number(), name: z.string() })),
    nextCursor: z.number().nullable(),
    total: z.number(),
    totalIsEstimate: z.boolean(),
  }),
});
type Fruit = { id: number; name: string };

// Three fruits a page, newest (highest id) first; the cursor is the last id shown.
const fruits = Array.from({ length: 7 }, (_, index) => ({ id: 7 - index, name: `Fruit ${7 - index}` }));
const answerPage = vi.fn((obj: { cursor?: number; pageSize: number }) => {
  const from = obj.cursor === undefined ? fruits : fruits.filter((fruit) => fruit.id < (obj.cursor ?? 0));
  const page = from.slice(0, obj.pageSize);
  const last = page.at(-1);
  const nextCursor = from.length > obj.pageSize && last ? last.id : null;
  return { fruits: page, nextCursor, total: 12000, totalIsEstimate: true };
});

beforeEach(() => {
  fakeApiEnvironment();
  answerPage.mockClear();
});
vi.setConfig({ testTimeout: 30_000 });

describe('CallListPage in keyset mode', () => {
  it('walks pages by cursor, back exactly, and starts again from the first page on a search', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
      const { obj } = JSON.parse(String(init?.body)) as { obj: { cursor?: number; pageSize: number } };
      return jsonResponse({ status: '0', msg: 'success', rows: [answerPage(obj)] });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <CallListPage<typeof fruitPageCall, { name: string }, Fruit>
        call={fruitPageCall}
        toObj={(values) => ({ name: values.name || undefined, pageSize: 3 })}
        paging={{ kind: 'keyset', rowsOf: (page) => page.fruits, pageSizes: [3, 50] }}
        pageSize={3}
        rowKey={(fruit) => fruit.id}
        columns={[{ title: 'Name', dataIndex: 'name' }]}
        filters={
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
        }
      />,
    );
    expect(await screen.findByText('Fruit 7')).toBeTruthy();
    expect(screen.getByText('About 12,000 in total')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Fruit 4')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('Fruit 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('Fruit 4');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'pear' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'fruit/keyset-list').at(-1)).toEqual({ name: 'pear', pageSize: 3 }),
    );
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(sentObjs(fetchMock, 'fruit/keyset-list')).toContainEqual({ pageSize: 3, cursor: 5 });
  });
});
