import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CardDetailRow,
  CardServiceInfoRow,
  CardSessionRow,
  CardStatusRecord,
  CardUsageRow,
  VehicleDetailRow,
} from '@simdesk/contract';
import { demoCard, firstDemoCard, useCardDetailWorld } from './card-detail-test-support';

const world = useCardDetailWorld();
/** A maker card at the maker's root org, one in the Beijing dealer's org, and one of the carrier's own. */
let rootCardId: number;
let dealerCardId: number;
let carrierCardId: number;

beforeAll(async () => {
  const dealerCards = await world.client.listPage('demo.dealer', { pageSize: 1 });
  dealerCardId = dealerCards.cards[0]?.id ?? 0;
  rootCardId = (await demoCard(world.testApp, 0)).id;
  carrierCardId = (await demoCard(world.testApp, 350)).id;
});

describe('simcard-display/card-detail', () => {
  it("answers the card with its company, org and carrier account's names", async () => {
    const answer = await world.client.call<CardDetailRow>('demo.company', 'simcard-display/card-detail', {
      cardId: rootCardId,
    });
    expect(answer.status).toBe('0');
    expect(answer.rows[0]).toMatchObject({
      id: rootCardId,
      companyName: 'Aurora Motors',
      orgName: 'Aurora Motors',
      carrierAccountName: 'China Mobile OneLink (simulator)',
    });
    expect(answer.rows[0]?.iccid).toMatch(/^\d{20}$/);
  });

  it("answers another company's card exactly like a missing one", async () => {
    const foreign = await world.client.call('demo.company', 'simcard-display/card-detail', {
      cardId: carrierCardId,
    });
    const missing = await world.client.call('demo.company', 'simcard-display/card-detail', {
      cardId: 987_654_321,
    });
    expect(foreign.status).toBe('404');
    expect(missing.status).toBe('404');
    expect(foreign.rows).toEqual([]);
    const admin = await world.client.call<CardDetailRow>('admin', 'simcard-display/card-detail', {
      cardId: carrierCardId,
    });
    expect(admin.rows[0]?.companyName).toBe('simdesk Mobile');
  });

  it('keeps an operator to their org subtree, in every call of the page', async () => {
    expect(
      (await world.client.call('demo.dealer', 'simcard-display/card-detail', { cardId: dealerCardId }))
        .status,
    ).toBe('0');
    for (const path of [
      'simcard-display/card-detail',
      'simcard-display/status-record',
      'simcard-display/usage',
      'simcard-display/service-info',
      'simcard/query-card-session-info',
    ]) {
      const answer = await world.client.call('demo.dealer', path, { cardId: rootCardId });
      expect(answer.status, path).toBe('404');
    }
  });

  it('refuses bad input with a clear message', async () => {
    for (const obj of [{ cardId: 'one' }, { cardId: -1 }, { cardId: 1.5 }, {}, { cardId: 1, companyId: 1 }]) {
      const answer = await world.client.call('demo.company', 'simcard-display/card-detail', obj);
      expect(answer.status, JSON.stringify(obj)).toBe('400');
      expect(answer.msg).not.toBe('');
    }
  });

  it('refuses an operator without the card list, and a caller without a session', async () => {
    expect(
      (await world.client.call('demo.api', 'simcard-display/card-detail', { cardId: rootCardId })).status,
    ).toBe('403');
    const anonymous = await world.testApp.call('simcard-display/card-detail', { cardId: rootCardId });
    expect(anonymous.status).toBe('401');
  });
});

describe('simcard-display/status-record', () => {
  it('answers the history newest first, in pages with a total', async () => {
    const answer = await world.client.call<CardStatusRecord>(
      'demo.company',
      'simcard-display/status-record',
      {
        cardId: rootCardId,
      },
    );
    expect(answer.status).toBe('0');
    expect(answer.total).toBe(1);
    expect(answer.rows[0]).toMatchObject({ fromStatus: null, reason: 'demo seed', operatorName: null });
    const card = await demoCard(world.testApp, 0);
    expect(answer.rows[0]?.toStatus).toBe(card.cardStatus);
  });
});

describe('what the carrier says now', () => {
  it('answers 7 days and 6 months of usage in KB', async () => {
    const answer = await world.client.call<CardUsageRow>('demo.company', 'simcard-display/usage', {
      cardId: rootCardId,
    });
    expect(answer.status).toBe('0');
    const usage = answer.rows[0];
    expect(usage?.daily).toHaveLength(7);
    expect(usage?.monthly).toHaveLength(6);
    expect(usage?.daily.at(-1)?.complete).toBe(false);
    expect(usage?.daily.every((day) => day.dataKilobytes >= 0 && /^\d{4}-\d{2}-\d{2}$/.test(day.date))).toBe(
      true,
    );
  });

  it('answers the session with its duration when online', async () => {
    const answer = await world.client.call<CardSessionRow>(
      'demo.company',
      'simcard/query-card-session-info',
      {
        cardId: rootCardId,
      },
    );
    expect(answer.status).toBe('0');
    const session = answer.rows[0];
    if (!session) throw new Error('no session row');
    if (session.online) {
      expect(session.durationSeconds).toBeGreaterThanOrEqual(0);
      expect(session.ipAddress).not.toBeNull();
    } else {
      expect(session.durationSeconds).toBeNull();
    }
  });

  it('answers services, APNs, PCC policies with white lists, IMEI against the record and real-name', async () => {
    const live = await firstDemoCard(world.testApp, (card) => card.cardStatus === 2);
    const answer = await world.client.call<CardServiceInfoRow>(
      'demo.company',
      'simcard-display/service-info',
      {
        cardId: live.id,
      },
    );
    expect(answer.status).toBe('0');
    const info = answer.rows[0];
    if (!info) throw new Error('no service info');
    expect(Object.keys(info.switches).sort()).toEqual(['data', 'internationalRoaming', 'sms', 'voice']);
    expect(info.apns.map((apn) => apn.name)).toContain('CMIOT');
    expect(info.policies.length).toBeGreaterThan(0);
    expect(info.policies.every((policy) => Array.isArray(policy.whitelist))).toBe(true);
    expect(info.imei.recorded).toBe(live.imei);
    expect(info.imei.differs).toBe(info.imei.current !== null && info.imei.current !== live.imei);
    expect(info.realName).toMatchObject({ holderName: null, idNumber: null, phone: null });
    expect([0, 1, 2, 3, 4]).toContain(info.realName.status);
  });
});

describe('simcard-display/vehicle-detail', () => {
  it('answers the cards on a VIN within scope, and nothing of a vehicle outside it', async () => {
    const fitted = await firstDemoCard(world.testApp, (card) => card.vin !== null);
    const vin = fitted.vin ?? '';
    const answer = await world.client.call<VehicleDetailRow>(
      'demo.company',
      'simcard-display/vehicle-detail',
      {
        vin: vin.toLowerCase(),
      },
    );
    expect(answer.status).toBe('0');
    expect(answer.rows[0]).toMatchObject({ vin, companyName: 'Aurora Motors' });
    expect(answer.rows[0]?.cards.map((card) => card.id)).toContain(fitted.id);

    const carrierFitted = await firstDemoCard(world.testApp, (card) => card.vin !== null, 300);
    const foreign = await world.client.call('demo.company', 'simcard-display/vehicle-detail', {
      vin: carrierFitted.vin,
    });
    expect(foreign.status).toBe('404');
    expect(
      (await world.client.call('admin', 'simcard-display/vehicle-detail', { vin: carrierFitted.vin })).status,
    ).toBe('0');
  });

  it('refuses a malformed VIN', async () => {
    const answer = await world.client.call('demo.company', 'simcard-display/vehicle-detail', {
      vin: 'LAUMCA0000000000I',
    });
    expect(answer.status).toBe('400');
    expect(answer.msg).toContain('VIN');
  });
});
