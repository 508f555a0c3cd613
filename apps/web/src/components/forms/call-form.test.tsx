import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@simdesk/contract';
import { fakeApiEnvironment, okAnswer, stubFetch } from '../../test/api-fixtures';
import { renderWithProviders } from '../../test/render';
import { CallField } from './call-field';
import { CallForm } from './call-form';

const renameCall = defineCall({
  path: 'fruit/rename',
  access: { kind: 'authenticated' },
  obj: z.strictObject({ name: z.string().trim().min(1).max(8) }),
  row: z.object({ ok: z.boolean() }),
  mutates: true,
  changes: ['fruit/get'],
});

function Rename({ stored }: { stored: { name: string; colour: string } }) {
  return (
    <CallForm<typeof renameCall, { name: string }, { name: string; colour: string }>
      call={renameCall}
      name="rename"
      stored={stored}
      toValues={(fruit) => ({ name: fruit.name })}
      toObj={(values) => values}
      editable
      submitText="Save"
    >
      <CallField name="name" label="Name" />
    </CallForm>
  );
}

describe('CallForm', () => {
  it('keeps what is typed through a refetch of the same values, and shows new stored values', async () => {
    const view = renderWithProviders(<Rename stored={{ name: 'Pear', colour: 'green' }} />);
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Pear');
    fireEvent.change(name, { target: { value: 'Plum' } });
    // Another part of the answer changed (a logo): the name being typed stays.
    await act(async () => view.rerender(<Rename stored={{ name: 'Pear', colour: 'red' }} />));
    expect(name.value).toBe('Plum');
    await act(async () => view.rerender(<Rename stored={{ name: 'Quince', colour: 'red' }} />));
    expect(name.value).toBe('Quince');
    expect(name.getAttribute('maxlength')).toBe('8');
  });

  it('is ready to save again once the server answered, while the changed answers are still read again', async () => {
    fakeApiEnvironment();
    const fetchMock = stubFetch({ 'fruit/rename': okAnswer([{ ok: true }]) });
    let reads = 0;
    // The answer the rename changes is on screen; reading it again never ends (a stalled request).
    function StoredFruit() {
      useQuery({
        queryKey: ['fruit/get'],
        queryFn: () => (++reads === 1 ? Promise.resolve('Pear') : new Promise<string>(() => undefined)),
      });
      return null;
    }
    renderWithProviders(
      <>
        <StoredFruit />
        <Rename stored={{ name: 'Pear', colour: 'green' }} />
      </>,
    );
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Plum' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reads).toBe(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).className).not.toContain('loading'),
    );
  });
});
