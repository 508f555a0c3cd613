import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vehicleListPageCode } from '@simdesk/contract/modules/vehicles';
import { okAnswer, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { signInWithGrants } from '../../../test/session-fixture';
import { oneCompanyScope, vehicleGrants, vehicleRow } from '../vehicle-test-rows';
import { VehicleListPage } from './vehicle-list-page';

const onePage = okAnswer([{ vehicles: [vehicleRow()], nextCursor: null, total: 1, totalIsEstimate: false }]);

setUpEachTest({
  grants: { ...vehicleGrants, [vehicleListPageCode]: [...vehicleGrants[vehicleListPageCode], 'import'] },
  testTimeout: 30_000,
});

describe('the vehicle import on the vehicle list', () => {
  it('uploads the chosen file as an import task, the templates at hand', async () => {
    const fetchMock = stubFetch({
      'vehicle/list': onePage,
      'vehicle/filter-options': oneCompanyScope,
      'vehicle/import': okAnswer([{ taskId: 41, fileName: 'fleet.csv' }]),
    });
    renderRegistryPage('vehicleList', <VehicleListPage />);
    expect(await screen.findByRole('button', { name: /Download template/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^(upload)?Import$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Import vehicles')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /CSV template/ })).toBeTruthy();
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['VIN\r\n'], 'fleet.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Start import' }));
    expect(await screen.findByText('Import started: follow it in the task centre')).toBeTruthy();
    const sent = fetchMock.mock.calls.filter(([address]) => String(address).endsWith('vehicle/import'));
    expect(sent).toHaveLength(1);
    const body = sent[0]?.[1]?.body as FormData;
    expect(body.get('obj')).toBe('{}');
    expect((body.get('file') as File).name).toBe('fleet.csv');
  });

  it('offers neither the import nor its template without the import action', async () => {
    signInWithGrants(vehicleGrants);
    stubFetch({ 'vehicle/list': onePage, 'vehicle/filter-options': oneCompanyScope });
    renderRegistryPage('vehicleList', <VehicleListPage />);
    await screen.findByRole('link', { name: 'LSVAU2170N2183294' });
    expect(screen.queryByRole('button', { name: /Download template/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(upload)?Import$/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: /Add vehicle/ })).toBeTruthy());
  });
});
