import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { simCardListPageCode } from '@simdesk/contract';
import type { fetchByPath } from '../../../test/api-fixtures';
import { okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { renderWithProviders } from '../../../test/render';
import { setUpEachTest } from '../../../test/each-test';
import { signInWithGrants } from '../../../test/session-fixture';
import { CardExportButton } from './card-export-button';
import { CardExportDialog, type CardExportDialogProps } from './card-export-dialog';

const started = okAnswer([{ taskId: 42, fileName: 'x.xlsx' }]);

const exportRequests = (fetchMock: ReturnType<typeof fetchByPath>) =>
  sentObjs(fetchMock, 'simcard-list/export');

function renderDialog(props: Partial<CardExportDialogProps> = {}) {
  const onClose = vi.fn();
  renderWithProviders(
    <CardExportDialog
      open
      onClose={onClose}
      filter={{ cardStatus: [2] }}
      selectedCardIds={[]}
      total={12000}
      totalIsEstimate
      columns={['iccid', 'cardStatus', 'actions']}
      {...props}
    />,
  );
  return onClose;
}

const okButton = () => screen.getByRole('button', { name: 'Export' });

const environment = setUpEachTest({ testTimeout: 20_000 });

describe('CardExportDialog', () => {
  it('exports the filtered list as XLSX by default, with the shown columns, and points to the task centre', async () => {
    const fetchMock = stubFetch({ 'simcard-list/export': started, 'task/list': started });
    const onClose = renderDialog();
    expect(screen.getByText('All cards matching the filters: about 12,000')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /selected cards/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/The 2 columns shown/)).toBeTruthy();
    fireEvent.click(okButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(exportRequests(fetchMock)).toEqual([
      { filter: { cardStatus: [2] }, format: 'xlsx', columns: ['iccid', 'cardStatus'], locale: 'en-US' },
    ]);
    expect(environment().notices).toContainEqual({
      kind: 'success',
      args: expect.objectContaining({
        title: 'async task started, see task center',
        description: expect.stringContaining('Task 42'),
      }),
    });
  });

  it('offers the selection first when cards are selected, and exports them as CSV', async () => {
    const fetchMock = stubFetch({ 'simcard-list/export': started, 'task/list': started });
    renderDialog({ selectedCardIds: [7, 9] });
    expect((screen.getByRole('radio', { name: 'The selected cards: 2' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('radio', { name: /CSV/ }));
    fireEvent.click(okButton());
    await waitFor(() => expect(exportRequests(fetchMock)).toHaveLength(1));
    expect(exportRequests(fetchMock)[0]).toMatchObject({ cardIds: [7, 9], format: 'csv' });
    expect(exportRequests(fetchMock)[0]).not.toHaveProperty('filter');
  });

  it('refuses to start when the filters select nothing', () => {
    renderDialog({ total: 0, totalIsEstimate: false });
    expect(screen.getByText(/nothing to export/)).toBeTruthy();
    expect((okButton() as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('CardExportButton', () => {
  const props = { filter: {}, selectedCardIds: [], total: 3, totalIsEstimate: false, columns: ['iccid'] };

  it('is absent without the export action and opens the dialog with it', async () => {
    signInWithGrants({ [simCardListPageCode]: ['query'] });
    const { unmount } = renderWithProviders(<CardExportButton {...props} />);
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    unmount();
    signInWithGrants({ [simCardListPageCode]: ['query', 'export'] });
    renderWithProviders(<CardExportButton {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    expect(await screen.findByText('Export cards')).toBeTruthy();
  });
});
