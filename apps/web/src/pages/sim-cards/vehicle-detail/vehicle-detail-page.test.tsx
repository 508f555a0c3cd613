import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simCardListPageCode, type VehicleDetailRow } from '@simdesk/contract';
import { sessionStore } from '../../../session/session-store';
import { fakeApiEnvironment, fetchByPath, jsonResponse } from '../../../test/api-fixtures';
import { testOperator } from '../../../test/operator-fixture';
import { renderRegistryPage } from '../../../test/render';
import { readVin, VehicleDetailPage } from './vehicle-detail-page';

const vehicle: VehicleDetailRow = {
  vin: 'LAUMCA00000000007',
  vehicleStatus: 4,
  companyName: 'Aurora Motors',
  orgName: 'North region',
  cards: [
    {
      id: 7,
      companyId: 2,
      companyName: 'Aurora Motors',
      orgId: 3,
      orgName: 'North region',
      carrierAccountId: 1,
      carrier: 1,
      iccid: '89860424000000000074',
      msisdn: '1064800000007',
      imsi: null,
      imei: null,
      cardStatus: 2,
      realNameStatus: 2,
      vehicleStatus: 4,
      vin: 'LAUMCA00000000007',
      openedAt: null,
      activatedAt: null,
      ratePlan: null,
      dataUsedMonthKilobytes: 0,
      remark: null,
      tags: [],
      statusChangedAt: null,
    },
  ],
};

function renderPage(search: string) {
  renderRegistryPage('simCardVehicleDetail', <VehicleDetailPage />, search);
}

beforeEach(() => {
  fakeApiEnvironment();
  sessionStore.signIn({
    token: 'token-1',
    pageCodeList: [simCardListPageCode],
    permissionVoList: [{ pageCode: simCardListPageCode, actions: ['query', 'get'] }],
    operatorVo: testOperator(),
  });
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

vi.setConfig({ testTimeout: 20_000 });

describe('VehicleDetailPage', () => {
  it('reads a VIN from the address, in any case, and ignores what is not one', () => {
    expect(readVin('?vin=laumca00000000007')).toBe('LAUMCA00000000007');
    expect(readVin('?vin=LAUMCA0000000000I')).toBeUndefined();
    expect(readVin('')).toBeUndefined();
  });

  it('shows the vehicle with its cards, each a link to its detail', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByPath({
        'simcard-display/vehicle-detail': () =>
          jsonResponse({ status: '0', msg: 'success', rows: [vehicle] }),
      }),
    );
    renderPage(`?vin=${vehicle.vin}`);
    expect(await screen.findByRole('heading', { name: new RegExp(vehicle.vin) })).toBeTruthy();
    expect(screen.getByText('Sold')).toBeTruthy();
    const link = screen.getByRole('link', { name: '89860424000000000074' });
    expect(link.getAttribute('href')).toContain('cardDetail?cardId=7');
    expect(screen.getByText(/no vehicle register yet/)).toBeTruthy();
  });

  it('says the vehicle is not found when no card in scope carries the VIN', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByPath({
        'simcard-display/vehicle-detail': () => jsonResponse({ status: '404', msg: 'no vehicle', rows: [] }),
      }),
    );
    renderPage(`?vin=${vehicle.vin}`);
    expect(await screen.findByText('Vehicle not found')).toBeTruthy();
  });
});
