import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { setUpEachTest } from '../../../test/each-test';
import { renderRegistryPage } from '../../../test/render';
import { oneCompanyScope, vehicleGrants, vehicleRow } from '../vehicle-test-rows';
import { VehicleListPage } from './vehicle-list-page';

const onePage = okAnswer([{ vehicles: [vehicleRow()], nextCursor: null, total: 1, totalIsEstimate: false }]);

function renderPage(search = '') {
  renderRegistryPage('vehicleList', <VehicleListPage />, search);
}

setUpEachTest({ grants: vehicleGrants, testTimeout: 30_000 });

describe('VehicleListPage', () => {
  it('shows the vehicles, each VIN opening its detail, filtered by the VIN a link names', async () => {
    const fetchMock = stubFetch({ 'vehicle/list': onePage, 'vehicle/filter-options': oneCompanyScope });
    renderPage('?vin=lsvau2170n2183294');
    const link = await screen.findByRole('link', { name: 'LSVAU2170N2183294' });
    expect(link.getAttribute('href')).toContain('vehicleList/vehicleDetail?id=7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Sold')).toBeTruthy();
    expect(within(row).getByText('Battery electric')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Change status' })).toBeTruthy();
    expect(sentObjs(fetchMock, 'vehicle/list')).toContainEqual(
      expect.objectContaining({ vin: 'LSVAU2170N2183294' }),
    );
  });

  it('refuses a VIN whose check character does not match, and adds the vehicle once it does', async () => {
    const fetchMock = stubFetch({
      'vehicle/list': onePage,
      'vehicle/filter-options': oneCompanyScope,
      'vehicle/add': okAnswer([vehicleRow({ id: 8, vin: 'LSVAU2170N2183294' })]),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Add vehicle/ }));
    const dialog = await screen.findByRole('dialog');
    const vin = within(dialog).getByLabelText('VIN');
    // Its check character is 7, not 8.
    fireEvent.change(vin, { target: { value: 'LSVAU2180N2183294' } });
    fireEvent.change(within(dialog).getByLabelText('Model'), { target: { value: 'Lavida' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText(/check character \(9th\) does not match/)).toBeTruthy();
    expect(sentObjs(fetchMock, 'vehicle/add')).toEqual([]);
    fireEvent.change(vin, { target: { value: 'lsvau2170n2183294' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(sentObjs(fetchMock, 'vehicle/add')).toEqual([
        expect.objectContaining({ vin: 'lsvau2170n2183294', model: 'Lavida', vehicleStatus: 1 }),
      ]),
    );
  });

  it('offers only the statuses the vehicle may move to, and asks before scrapping it', async () => {
    const fetchMock = stubFetch({
      'vehicle/list': onePage,
      'vehicle/filter-options': oneCompanyScope,
      'vehicle/status': okAnswer([vehicleRow({ vehicleStatus: 6 })]),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('New status'));
    await screen.findByTitle('Scrapped');
    const offered = [...document.querySelectorAll('.ant-select-item-option-content')];
    expect(offered.map((option) => option.textContent)).toEqual(['Transferred', 'Scrapped', 'Other']);
    fireEvent.click(screen.getByTitle('Scrapped'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findAllByText('Scrap vehicle LSVAU2170N2183294?')).not.toHaveLength(0);
    expect(sentObjs(fetchMock, 'vehicle/status')).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: 'OK' }).at(-1) as HTMLElement);
    await waitFor(() => expect(sentObjs(fetchMock, 'vehicle/status')).toEqual([{ id: 7, vehicleStatus: 6 }]));
  });
});
