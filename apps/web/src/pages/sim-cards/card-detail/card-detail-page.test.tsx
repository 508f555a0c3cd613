import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  addCarrierDays,
  carrierDayOf,
  simCardListPageCode,
  type ButtonAction,
  type CardDetailRow,
  type CardServiceInfoRow,
  type CardSessionRow,
  type CardUsageRow,
  type StoredUsageDayRow,
  type ChangeItemRow,
  type VehicleStateRow,
} from '@simdesk/contract';
import {
  fakeApiEnvironment,
  jsonResponse,
  okAnswer,
  okPageAnswer,
  sentObjs,
  stubFetch,
} from '../../../test/api-fixtures';
import { renderRegistryPage } from '../../../test/render';
import { simCardFixture } from '../../../test/sim-card-fixture';
import { signInWithGrants } from '../../../test/session-fixture';
import { CardDetailPage } from './card-detail-page';

// The chart's canvas does not draw in jsdom; the chart's options are the chart's own concern.
vi.mock('../../../components/charts/chart-view', () => ({
  ChartView: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const card: CardDetailRow = {
  ...simCardFixture({
    imsi: '460042400000007',
    imei: '860000000000007',
    vehicleStatus: 4,
    vin: 'LAUMCA00000000007',
    openedAt: '2025-01-02T03:04:05.000Z',
    activatedAt: '2025-02-03T04:05:06.000Z',
    ratePlan: 'IoT 1 GB',
    dataUsedMonthKilobytes: 2048,
    tags: ['fleet'],
    statusChangedAt: '2025-02-03T04:05:06.000Z',
  }),
  carrierAccountName: 'China Mobile OneLink (simulator)',
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
};

const session: CardSessionRow = {
  online: true,
  ipAddress: '10.83.114.17',
  apn: 'CMIOT',
  rat: '5G',
  sessionStartedAt: '2025-03-01T00:00:00.000Z',
  durationSeconds: 5400,
  roaming: false,
  visitedCountry: null,
  askedAt: '2025-03-01T01:30:00.000Z',
};

const serviceInfo: CardServiceInfoRow = {
  switches: { voice: false, sms: true, data: true, internationalRoaming: false },
  apns: [{ name: 'CMIOT', type: 'public', enabled: true }],
  speedTier: 94,
  speedTierLabel: 'no limit',
  policies: [{ code: 'PCC-OTA-ONLY', name: 'OTA only', enabled: true, whitelist: ['ota.example.com'] }],
  imei: { current: '860000000000099', seenSince: null, recorded: card.imei, differs: true },
  realName: { status: 2, holderName: 'Z*n', idNumber: null, phone: null },
  stop: { reasonCode: null, description: null },
  askedAt: '2025-03-01T01:30:00.000Z',
};

const vehicleState: VehicleStateRow = {
  vin: card.vin,
  vehicleStatus: 4,
  online: true,
  rat: '5G',
  lastSeenAt: '2025-03-01T01:30:00.000Z',
  imei: {
    current: '860000000000099',
    currentSince: '2025-02-20T00:00:00.000Z',
    bound: '860000000000007',
    boundSince: '2025-02-03T04:05:06.000Z',
    recorded: card.imei,
  },
  binding: 'separated',
  separatedSince: '2025-02-20T00:00:00.000Z',
  askedAt: '2025-03-01T01:30:00.000Z',
};

function voiceItem(overrides: Partial<ChangeItemRow>): ChangeItemRow {
  return {
    id: 5,
    orderId: 41,
    kind: 'voice',
    cardId: card.id,
    iccid: card.iccid,
    msisdn: card.msisdn,
    state: 'pending',
    carrierOrderNumber: '2025030100000001',
    fromStatus: null,
    toStatus: null,
    request: { open: true },
    reasonCode: null,
    reason: null,
    deliveryState: null,
    operatorAccount: 'demo.company',
    createdAt: '2025-03-01T01:29:00.000Z',
    settledAt: null,
    ...overrides,
  };
}

const usage: CardUsageRow = {
  daily: [{ date: '2025-03-01', dataKilobytes: 3072, smsCount: 2, voiceMinutes: 0, complete: false }],
  monthly: [{ month: '2025-03', dataKilobytes: 3072, smsCount: 2, voiceMinutes: 1, complete: false }],
  askedAt: '2025-03-01T01:30:00.000Z',
};

const ok = (row: unknown) => okAnswer([row]);
const noAccount = () =>
  jsonResponse({
    status: '400',
    msg: 'card 8986… belongs to no carrier account, so the carrier cannot be asked about it',
    rows: [{ carrierProblem: 'noAccount' }],
  });

function signIn(actions: ButtonAction[]) {
  signInWithGrants({ [simCardListPageCode]: actions });
}

function renderPage(search = `?cardId=${card.id}`) {
  renderRegistryPage('cardDetail', <CardDetailPage />, search);
}

// antd's descriptions, tabs and tables render slowly in jsdom.
vi.setConfig({ testTimeout: 20_000 });

describe('CardDetailPage', () => {
  it("shows the console's card, the session and the device, with no refresh without the edit right", async () => {
    fakeApiEnvironment();
    signIn(['query', 'get']);
    stubFetch({
      'simcard-display/card-detail': ok(card),
      'simcard/query-card-session-info': ok(session),
      'simcard-display/service-info': ok(serviceInfo),
      'simcard/vehicle-state': ok(vehicleState),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: new RegExp(card.iccid) })).toBeTruthy();
    expect(screen.getAllByText('Aurora Motors / North region').length).toBeGreaterThan(0);
    expect(await screen.findByText('10.83.114.17')).toBeTruthy();
    expect(screen.getByText('1.5 h')).toBeTruthy();
    expect(await screen.findByText('Separated from the vehicle')).toBeTruthy();
    expect(screen.getByText(/the card is in terminal 860000000000099, not in 860000000000007/)).toBeTruthy();
    expect(screen.getByText(/The IMEI on record is not the one the network sees/)).toBeTruthy();
    expect(screen.getByText('Z*n')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Refresh status/ })).toBeNull();
  });

  it('shows a carrier problem inline where the carrier part would be, without a notice', async () => {
    const api = fakeApiEnvironment();
    signIn(['query', 'get']);
    stubFetch({
      'simcard-display/card-detail': ok({ ...card, carrierAccountId: null, carrierAccountName: null }),
      'simcard/query-card-session-info': noAccount,
      'simcard-display/service-info': noAccount,
      'simcard/vehicle-state': noAccount,
    });
    renderPage();
    const problems = await screen.findAllByText(
      /belongs to no carrier account, so the carrier cannot be asked/,
    );
    expect(problems.length).toBeGreaterThan(0);
    expect(screen.getByText(card.msisdn ?? '')).toBeTruthy();
    expect(api.notices).toEqual([]);
  });

  it('refreshes the status through the carrier with the edit right and says what changed', async () => {
    fakeApiEnvironment();
    signIn(['query', 'get', 'edit']);
    const fetchMock = stubFetch({
      'simcard-display/card-detail': ok(card),
      'simcard/query-card-session-info': ok(session),
      'simcard-display/service-info': ok(serviceInfo),
      'simcard/vehicle-state': ok(vehicleState),
      'simcard/refresh-card-status': ok({ card, changedFields: ['cardStatus'] }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Refresh status/ }));
    expect(await screen.findByText('Updated from the carrier: Card status')).toBeTruthy();
    const refreshed = fetchMock.mock.calls.find(([input]) => String(input).endsWith('refresh-card-status'));
    expect(JSON.parse(String(refreshed?.[1]?.body))).toEqual({ obj: { cardId: card.id } });
  });

  it('opens the usage tab named in the address with its totals, and says when the sync stored nothing', async () => {
    fakeApiEnvironment();
    signIn(['query', 'get']);
    stubFetch({
      'simcard-display/card-detail': ok(card),
      'simcard-display/usage': ok(usage),
      'card-usage/daily': okAnswer([]),
    });
    renderPage(`?cardId=${card.id}&tab=usage`);
    // The charts are their own chunk, loaded when the tab opens.
    const chart = await screen.findByRole('img', { name: 'Data per day, last 7 days' }, { timeout: 15_000 });
    expect(chart).toBeTruthy();
    expect(screen.getAllByText('Total 3.00 MB · 2 SMS · 0 min of voice').length).toBe(1);
    expect(await screen.findByText(/No usage is stored for these days/)).toBeTruthy();
  });

  it('shows a card never on the network as unbound and never seen, and asks the carrier again on demand', async () => {
    fakeApiEnvironment();
    signIn(['query', 'get']);
    const neverSeen: VehicleStateRow = {
      ...vehicleState,
      vin: null,
      vehicleStatus: null,
      online: false,
      rat: null,
      lastSeenAt: null,
      imei: { current: null, currentSince: null, bound: null, boundSince: null, recorded: null },
      binding: 'unbound',
      separatedSince: null,
    };
    const fetchMock = stubFetch({
      'simcard-display/card-detail': ok({ ...card, vin: null }),
      'simcard/query-card-session-info': ok({ ...session, online: false }),
      'simcard-display/service-info': ok(serviceInfo),
      'simcard/vehicle-state': ok(neverSeen),
    });
    renderPage();
    expect(await screen.findByText('Not bound yet')).toBeTruthy();
    expect(screen.getByText('Never seen on the network')).toBeTruthy();
    expect(screen.getByText('The card names no vehicle')).toBeTruthy();
    expect(screen.queryByText(/may have been taken out of the vehicle/)).toBeNull();
    const asked = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('vehicle-state')).length;
    const before = asked();
    const vehicleCard = screen.getByText('Vehicle state').closest('.ant-card') as HTMLElement;
    fireEvent.click(within(vehicleCard).getByRole('button', { name: 'Ask the carrier again' }));
    await waitFor(() => expect(asked()).toBe(before + 1));
  });

  it('follows a voice switch order on the services tab until it settles, then reads the switches again', async () => {
    fakeApiEnvironment();
    signIn(['query', 'get']);
    // The carrier settles the order once the test has seen it in progress.
    let settled = false;
    const fetchMock = stubFetch({
      'simcard-display/card-detail': ok(card),
      'simcard-display/service-info': ok(serviceInfo),
      'simcard/voice-change-history': () =>
        okPageAnswer([
          settled ? voiceItem({ state: 'success', settledAt: '2025-03-01T01:29:05.000Z' }) : voiceItem({}),
        ])(),
    });
    renderPage(`?cardId=${card.id}&tab=services`);
    // The services tab's tables render slowly in jsdom.
    expect(await screen.findByText(/The carrier is working on order 41/)).toBeTruthy();
    expect(screen.getByText('Open voice')).toBeTruthy();
    expect(screen.getByText('At the carrier')).toBeTruthy();
    const serviceReads = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('service-info')).length;
    const before = serviceReads();
    settled = true;
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.queryByText(/The carrier is working on order 41/)).toBeNull();
    await waitFor(() => expect(serviceReads()).toBeGreaterThan(before));
  });

  it('says why the latest voice switch failed', async () => {
    fakeApiEnvironment();
    signIn(['query', 'get']);
    stubFetch({
      'simcard-display/card-detail': ok(card),
      'simcard-display/service-info': ok(serviceInfo),
      'simcard/voice-change-history': okPageAnswer([
        voiceItem({
          state: 'failed',
          reasonCode: 'SERVICE_FROZEN',
          reason: 'the card keeps its voice service',
        }),
      ]),
    });
    renderPage(`?cardId=${card.id}&tab=services`);
    expect(await screen.findByText('Order 41 failed: the card keeps its voice service')).toBeTruthy();
  });

  it('says the card is not there when the server does not find it in scope', async () => {
    const api = fakeApiEnvironment();
    signIn(['query', 'get']);
    stubFetch({
      'simcard-display/card-detail': () => jsonResponse({ status: '404', msg: 'no card 7', rows: [] }),
    });
    renderPage();
    expect(await screen.findByText('Card not found')).toBeTruthy();
    expect(api.notices).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Back to the SIM card list' })).toBeTruthy(),
    );
  });

  it('charts the daily usage the sync stored over the last 30 carrier days, with the figures of each day', async () => {
    fakeApiEnvironment();
    signIn(['query', 'get']);
    const today = carrierDayOf(new Date());
    const storedDay = (day: string, dataKilobytes: number, smsCount: number): StoredUsageDayRow => ({
      day,
      dataKilobytes,
      smsCount,
      voiceMinutes: 3,
      complete: day !== today,
      syncedAt: '2025-03-01T01:30:00.000Z',
    });
    const fetchMock = stubFetch({
      'simcard-display/card-detail': ok(card),
      'simcard-display/usage': noAccount,
      'card-usage/daily': okAnswer([
        storedDay(addCarrierDays(today, -2), 2048, 1),
        storedDay(today, 1024, 4),
      ]),
    });
    renderPage(`?cardId=${card.id}&tab=usage`);
    const from = addCarrierDays(today, -29);
    // Stored usage needs no carrier: it shows while the live part says why the carrier cannot be asked.
    expect(await screen.findByRole('img', { name: `Daily usage from ${from} to ${today}` })).toBeTruthy();
    expect(sentObjs(fetchMock, 'card-usage/daily')).toEqual([{ cardId: card.id, from, to: today }]);
    expect(screen.getByText('Total 3.00 MB · 5 SMS · 6 min of voice')).toBeTruthy();
    expect(screen.getByText('2 of 30 days stored')).toBeTruthy();
    expect(screen.getByText('2.00 MB')).toBeTruthy();
    expect(screen.getByText('Still growing')).toBeTruthy();
    expect(screen.getAllByText(/belongs to no carrier account/).length).toBeGreaterThan(0);
  });
});
