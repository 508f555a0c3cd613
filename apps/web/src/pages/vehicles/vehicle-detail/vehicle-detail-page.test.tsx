import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VehicleDetailRow } from '@simdesk/contract/modules/vehicles';
import { jsonResponse, okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { oneCompanyScope, vehicleChangeRow, vehicleGrants, vehicleRow } from '../vehicle-test-rows';
import { VehicleDetailPage } from './vehicle-detail-page';

const detail: VehicleDetailRow = {
  vehicle: vehicleRow(),
  cards: [
    {
      cardId: 74,
      iccid: '89860424000000000074',
      msisdn: '1064800000074',
      role: 1,
      cardStatus: 2,
      realNameStatus: 2,
      fittedAt: '2026-03-02T08:00:00.000Z',
      removedAt: null,
      removedReason: null,
    },
    {
      cardId: 75,
      iccid: '89860424000000000075',
      msisdn: null,
      role: 2,
      cardStatus: 4,
      realNameStatus: null,
      fittedAt: '2026-03-02T08:00:00.000Z',
      removedAt: '2026-04-01T08:00:00.000Z',
      removedReason: 'Head unit replaced',
    },
  ],
  events: [
    {
      id: 1,
      kind: 'created',
      at: '2026-03-01T08:00:00.000Z',
      fromValue: null,
      toValue: null,
      reason: null,
      operatorName: 'Han Mei',
    },
    {
      id: 2,
      kind: 'status',
      at: '2026-04-20T08:00:00.000Z',
      fromValue: '3',
      toValue: '4',
      reason: 'Delivered to its owner',
      operatorName: 'Li Lei',
    },
    {
      id: 3,
      kind: 'cardRemoved',
      at: '2026-04-01T08:00:00.000Z',
      fromValue: '89860424000000000075',
      toValue: null,
      reason: 'Head unit replaced',
      operatorName: 'Li Lei',
    },
  ],
  changes: [vehicleChangeRow()],
  nextStatuses: [5, 6, 7],
};

function renderPage(search: string) {
  renderRegistryPage('vehicleDetail', <VehicleDetailPage />, search);
}

setUpEachTest({ grants: vehicleGrants, testTimeout: 30_000 });

describe('VehicleDetailPage', () => {
  it('shows the vehicle, its cards now and before, its timeline and its change requests', async () => {
    stubFetch({ 'vehicle/detail': okAnswer([detail]), 'vehicle/filter-options': oneCompanyScope });
    renderPage('?id=7');
    expect(await screen.findByRole('heading', { name: /LSVAU2170N2183294/ })).toBeTruthy();
    const fitted = screen.getByRole('link', { name: '89860424000000000074' });
    expect(fitted.getAttribute('href')).toContain('cardDetail?cardId=74');
    const fittedRow = fitted.closest('tr') as HTMLElement;
    expect(within(fittedRow).getByText('T-Box')).toBeTruthy();
    expect(within(fittedRow).getByRole('button', { name: 'Remove' })).toBeTruthy();
    const removedRow = screen
      .getByRole('link', { name: '89860424000000000075' })
      .closest('tr') as HTMLElement;
    expect(within(removedRow).getAllByText('Head unit replaced')).toHaveLength(1);
    expect(within(removedRow).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByText('Status: For sale → Sold')).toBeTruthy();
    expect(screen.getByText('Reason: Delivered to its owner')).toBeTruthy();
    expect(screen.getByText('Card 89860424000000000075 removed')).toBeTruthy();
    expect(screen.getByText('Vehicle created')).toBeTruthy();
    expect(screen.getByText('SH-A12345 → SH-B67890')).toBeTruthy();
    expect(screen.getByText('Pending review')).toBeTruthy();
    // Asking for a change needs the change page's add; fitting a card the list's edit.
    expect(screen.getByRole('button', { name: 'Request a change' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fit a card' })).toBeTruthy();
  });

  it('asks for a change of the VIN, checking the new one by its check character first', async () => {
    const fetchMock = stubFetch({
      'vehicle/detail': okAnswer([detail]),
      'vehicle/filter-options': oneCompanyScope,
      'vehicle-change/request': okAnswer([vehicleChangeRow({ field: 'vin' })]),
    });
    renderPage('?id=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Request a change' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('Field'));
    fireEvent.click(await screen.findByTitle('VIN'));
    const newValue = within(dialog).getByLabelText('New value');
    fireEvent.change(newValue, { target: { value: 'LSVAU2180N2183294' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Typing error at entry' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText(/check character \(9th\) does not match/)).toBeTruthy();
    expect(sentObjs(fetchMock, 'vehicle-change/request')).toEqual([]);
    fireEvent.change(newValue, { target: { value: 'LSVAU2170N2183294' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'vehicle-change/request')).toEqual([
        { vehicleId: 7, field: 'vin', toValue: 'LSVAU2170N2183294', reason: 'Typing error at entry' },
      ]),
    );
  });

  it('says the vehicle is not found when the server knows none in scope', async () => {
    stubFetch({
      'vehicle/detail': () => jsonResponse({ status: '404', msg: 'no such vehicle', rows: [] }),
      'vehicle/filter-options': oneCompanyScope,
    });
    renderPage('?id=99');
    expect(await screen.findByText('Vehicle not found')).toBeTruthy();
  });
});
