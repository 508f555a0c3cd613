import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall, status } from '@simdesk/contract';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../test/api-fixtures';
import { renderWithProviders } from '../../test/render';
import { setUpEachTest } from '../../test/each-test';
import { fruitGetCall } from '../../test/fruit-calls';
import { CallField } from '../forms/call-field';
import { fillFrom } from './dialog-fill';
import { FormDialog } from './form-dialog';

const renameCall = defineCall({
  path: 'fruit/rename',
  access: { kind: 'authenticated' },
  obj: z.strictObject({ id: z.number(), name: z.string().trim().min(1).max(8) }),
  row: z.object({ ok: z.boolean() }),
  mutates: true,
  changes: ['fruit/list', 'fruit/get'],
});

function renderDialog(props: { fill?: boolean; inline?: boolean } = {}) {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <FormDialog<typeof renameCall, { name: string }, { id: number; name: string }>
      open
      title="Rename fruit"
      name="renameFruit"
      call={renameCall}
      okText="Save"
      initialValues={props.fill ? undefined : { name: 'Apple' }}
      fill={props.fill ? fillFrom(fruitGetCall, { id: 7 }, (row) => ({ name: row.name })) : undefined}
      toObj={(values) => ({ id: 7, name: values.name.trim() })}
      successText={() => 'Renamed'}
      inlineStatuses={props.inline ? [status.conflict] : undefined}
      onClose={onClose}
    >
      <CallField name="name" label="Name" />
    </FormDialog>,
    { queryClient },
  );
  return { onClose, queryClient };
}

const environment = setUpEachTest({ testTimeout: 20_000 });

describe('FormDialog', () => {
  it('refuses a name longer than the schema allows, limits the input to it, and sends nothing', async () => {
    const fetchMock = stubFetch({ 'fruit/rename': okAnswer([{ ok: true }]) });
    renderDialog();
    const name = await screen.findByLabelText('Name');
    expect(name.getAttribute('maxlength')).toBe('8');
    fireEvent.change(name, { target: { value: 'Pineapples' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be up to 8 characters')).toBeTruthy();
    fireEvent.change(name, { target: { value: '  ' } });
    expect(await screen.findByText('Name cannot be a blank character')).toBeTruthy();
    expect(sentObjs(fetchMock, 'fruit/rename')).toEqual([]);
  });

  it('saves through the call, refreshes exactly the declared answers, says so and closes', async () => {
    const fetchMock = stubFetch({ 'fruit/rename': okAnswer([{ ok: true }]) });
    const { onClose, queryClient } = renderDialog();
    for (const key of [
      ['fruit/list', {}],
      ['fruit/get', { id: 7 }],
      ['fruit/colours', {}],
    ])
      queryClient.setQueryData(key, { status: '0', msg: 'success', rows: [] });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: ' Pear ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentObjs(fetchMock, 'fruit/rename')).toEqual([{ id: 7, name: 'Pear' }]);
    const invalidated = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
    expect(invalidated.sort()).toEqual(['fruit/get', 'fruit/list']);
    expect(await screen.findByText('Renamed')).toBeTruthy();
  });

  it('shows an inline refusal in the server’s words and stays open with the values', async () => {
    stubFetch({
      'fruit/rename': () =>
        jsonResponse({ status: status.conflict, msg: 'the name Pear is taken', rows: [] }),
    });
    const { onClose } = renderDialog({ inline: true });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Pear' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('the name Pear is taken');
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Pear');
    expect(environment().notices).toEqual([]);
  });

  it('fills from the read call, focuses the first field, and submits from it (the OK button is its form’s submit)', async () => {
    // The record arrives after the dialog is drawn, as over a network.
    let arrive: (response: Response) => void = () => undefined;
    const slowAnswer = new Promise<Response>((resolve) => (arrive = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => slowAnswer),
    );
    renderDialog({ fill: true });
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    arrive(okAnswer([{ id: 7, name: 'Plum' }])());
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Plum');
    await waitFor(() => expect(document.activeElement).toBe(name));
    const save = within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' });
    expect(save.getAttribute('type')).toBe('submit');
    expect(save.closest('form')).toBe(name.closest('form'));
  });
});
