import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRegistryPage } from '../../../test/render';
import { setUpEachTest } from '../../../test/each-test';
import { okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { VehicleInfoChangePage } from './vehicle-info-change-page';
import { oneCompanyScope, vehicleChangeRow, vehicleGrants } from '../vehicle-test-rows';

const pending = vehicleChangeRow();
const approved = vehicleChangeRow({
  id: 30,
  field: 'model',
  fromValue: 'Lavida',
  toValue: 'Lavida Pro',
  reviewStatus: 1,
  reviewedBy: 'Li Lei',
  reviewedAt: '2026-05-03T08:00:00.000Z',
});

setUpEachTest({ grants: vehicleGrants, testTimeout: 30_000 });

describe('VehicleInfoChangePage', () => {
  it('opens on the changes waiting for review and approves one after confirmation', async () => {
    const fetchMock = stubFetch({
      'vehicle-change/list': okAnswer([
        { changes: [pending, approved], nextCursor: null, total: 2, totalIsEstimate: false },
      ]),
      'vehicle/filter-options': oneCompanyScope,
      'vehicle-change/review': okAnswer([{ ...pending, reviewStatus: 1 }]),
    });
    renderRegistryPage('vehicleInfoChange', <VehicleInfoChangePage />);
    const row = (await screen.findByText('SH-A12345 → SH-B67890')).closest('tr') as HTMLElement;
    expect(sentObjs(fetchMock, 'vehicle-change/list')[0]).toMatchObject({ reviewStatus: [0] });
    expect(within(row).getByRole('link', { name: pending.vin }).getAttribute('href')).toContain(
      'vehicleDetail?id=7',
    );
    // A reviewed change offers no review.
    const done = screen.getByText('Lavida → Lavida Pro').closest('tr') as HTMLElement;
    expect(within(done).queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(/Change the Plate number of LSVAU2170N2183294 to SH-B67890\?/),
    ).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'vehicle-change/review')).toEqual([{ id: 31, decision: 'approve' }]),
    );
  });

  it('rejects a change only with a note for the requester', async () => {
    const fetchMock = stubFetch({
      'vehicle-change/list': okAnswer([
        { changes: [pending], nextCursor: null, total: 1, totalIsEstimate: false },
      ]),
      'vehicle/filter-options': oneCompanyScope,
      'vehicle-change/review': okAnswer([{ ...pending, reviewStatus: 2 }]),
    });
    renderRegistryPage('vehicleInfoChange', <VehicleInfoChangePage />);
    const row = (await screen.findByText('SH-A12345 → SH-B67890')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why, for the requester')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Why is it rejected?'), {
      target: { value: 'The plate belongs to another vehicle' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'vehicle-change/review')).toEqual([
        { id: 31, decision: 'reject', note: 'The plate belongs to another vehicle' },
      ]),
    );
  });
});
