import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { simCardListPageCode, type VehicleDetailRow } from '@simdesk/contract';
import { jsonResponse, okAnswer, stubFetch } from '../../../test/api-fixtures';
import { renderRegistryPage } from '../../../test/render';
import { setUpEachTest } from '../../../test/each-test';
import { simCardFixture } from '../../../test/sim-card-fixture';
import { readVin, VehicleDetailPage } from './vehicle-detail-page';

const vehicle: VehicleDetailRow = {
  vin: 'LAUMCA00000000007',
  vehicleStatus: 4,
  companyName: 'Aurora Motors',
  orgName: 'North region',
  cards: [simCardFixture({ vehicleStatus: 4, vin: 'LAUMCA00000000007' })],
};

function renderPage(search: string) {
  renderRegistryPage('simCardVehicleDetail', <VehicleDetailPage />, search);
}

setUpEachTest({ grants: { [simCardListPageCode]: ['query', 'get'] }, testTimeout: 20_000 });

describe('VehicleDetailPage', () => {
  it('reads a VIN from the address, in any case, and ignores what is not one', () => {
    expect(readVin('?vin=laumca00000000007')).toBe('LAUMCA00000000007');
    expect(readVin('?vin=LAUMCA0000000000I')).toBeUndefined();
    expect(readVin('')).toBeUndefined();
  });

  it('shows the vehicle with its cards, each a link to its detail', async () => {
    stubFetch({
      'simcard-display/vehicle-detail': okAnswer([vehicle]),
    });
    renderPage(`?vin=${vehicle.vin}`);
    expect(await screen.findByRole('heading', { name: new RegExp(vehicle.vin) })).toBeTruthy();
    expect(screen.getByText('Sold')).toBeTruthy();
    const link = screen.getByRole('link', { name: '89860424000000000074' });
    expect(link.getAttribute('href')).toContain('cardDetail?cardId=7');
    expect(screen.getByText(/no vehicle register yet/)).toBeTruthy();
  });

  it('says the vehicle is not found when no card in scope carries the VIN', async () => {
    stubFetch({
      'simcard-display/vehicle-detail': () => jsonResponse({ status: '404', msg: 'no vehicle', rows: [] }),
    });
    renderPage(`?vin=${vehicle.vin}`);
    expect(await screen.findByText('Vehicle not found')).toBeTruthy();
  });
});
