import { splitIntoBatches } from './batches';
import { CarrierError } from './carrier-error';
import type {
  CardQuery,
  CardSelection,
  CarrierCardListPage,
  CarrierCallRecord,
  CarrierCardRow,
  CarrierGateway,
  CarrierOrder,
  CarrierOrderResult,
  CarrierPool,
  CarrierSmsMessage,
  CarrierWhitelistWorkOrder,
  PoolMemberChange,
  CarrierBillLinePage,
  CarrierBillSummary,
} from './carrier-gateway';
import type { CarrierHttpClient } from './carrier-http-client';
import { simulatorRealNameMethods } from './simulator-real-name';

const numbersParameter = { iccid: 'iccids', msisdn: 'msisdns', imsi: 'imsis' } as const;

function objectOf(body: unknown, endpoint: string): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new CarrierError(
      `the carrier answered ${endpoint} with something that is not an object`,
      'BAD_ANSWER',
      200,
      1,
    );
  }
  return body as Record<string, unknown>;
}

function arrayField<Item>(body: unknown, field: string, endpoint: string): Item[] {
  const value = objectOf(body, endpoint)[field];
  if (!Array.isArray(value)) {
    throw new CarrierError(`the carrier answered ${endpoint} without "${field}"`, 'BAD_ANSWER', 200, 1);
  }
  return value as Item[];
}

/** The gateway over the simulator's (OneLink-style) HTTP API, the default adapter. */
export function createSimulatorGateway(
  accountId: number,
  client: CarrierHttpClient,
  batchSize: number,
): CarrierGateway {
  async function change(endpoint: string, cards: CardSelection, fields: Record<string, unknown>) {
    const orders: CarrierOrder[] = [];
    // Batches go one after another: the carrier's rate limit is per account, and a refusal stops the rest.
    for (const batch of splitIntoBatches(cards.numbers, batchSize)) {
      const body = await client.send({
        method: 'POST',
        endpoint,
        body: { [numbersParameter[cards.by]]: batch, ...fields },
        cardCount: batch.length,
        isChange: true,
      });
      orders.push(objectOf(body, endpoint) as unknown as CarrierOrder);
    }
    return orders;
  }

  /** A change of one card (a registration is one vehicle's): one order. */
  async function changeOne(endpoint: string, fields: Record<string, unknown>) {
    const body = await client.send({ method: 'POST', endpoint, body: fields, cardCount: 1, isChange: true });
    return objectOf(body, endpoint) as unknown as CarrierOrder;
  }

  async function queryCards(query: CardQuery, cards: CardSelection) {
    const endpoint = `/v1/query/${query}`;
    const rows: CarrierCardRow[] = [];
    for (const batch of splitIntoBatches(cards.numbers, batchSize)) {
      const body = await client.send({
        method: 'GET',
        endpoint,
        query: { [numbersParameter[cards.by]]: batch.join(',') },
        cardCount: batch.length,
      });
      rows.push(...arrayField<CarrierCardRow>(body, 'cards', endpoint));
    }
    return rows;
  }

  async function get(endpoint: string, path?: string, query?: Record<string, string | number | undefined>) {
    return client.send({ method: 'GET', endpoint, path, query });
  }

  async function poolSeries(poolId: string, series: 'daily' | 'monthly', query: Record<string, number>) {
    const endpoint = `/v1/pools/:poolId/usage/${series}`;
    const path = `/v1/pools/${encodeURIComponent(poolId)}/usage/${series}`;
    return objectOf(await get(endpoint, path, query), endpoint);
  }

  return {
    accountId,
    async checkCredentials() {
      const { expiresIn } = await client.signInAfresh();
      return { tokenLifetimeSeconds: expiresIn };
    },
    queryCards,
    changeStatus: (cards, targetStatus, reason) =>
      change(
        '/v1/change/sim-status',
        cards,
        reason === undefined ? { targetStatus } : { targetStatus, reason },
      ),
    changeApn: (cards, apn, enabled) => change('/v1/change/sim-apn', cards, { apn, enabled }),
    changePcc: (cards, policyCode, enabled) => change('/v1/change/sim-pcc', cards, { policyCode, enabled }),
    changeServiceSwitch: (cards, service, enabled) =>
      change('/v1/change/service-switch', cards, { service, enabled }),
    changeSpeed: (cards, speedTier) => change('/v1/change/network-speed', cards, { speedTier }),
    resetDataSession: (cards) => change('/v1/change/gprs-reset', cards, {}),
    sendSms: (cards, content) => change('/v1/sms/send', cards, { content }),
    async orderResult(orderNumber) {
      const endpoint = '/v1/orders/:orderNumber';
      const body = await client.send({
        method: 'GET',
        endpoint,
        path: `/v1/orders/${encodeURIComponent(orderNumber)}`,
        orderNumber,
      });
      return objectOf(body, endpoint) as unknown as CarrierOrderResult;
    },
    async sendTerminalSms(iccids, content) {
      const endpoint = '/v1/sms/messages';
      const body = await client.send({
        method: 'POST',
        endpoint,
        body: { iccids, content },
        cardCount: iccids.length,
        isChange: true,
      });
      return arrayField<CarrierSmsMessage>(body, 'messages', endpoint);
    },
    async terminalSms(messageId) {
      const endpoint = '/v1/sms/messages/:messageId';
      const path = `/v1/sms/messages/${encodeURIComponent(messageId)}`;
      return objectOf(await get(endpoint, path), endpoint) as unknown as CarrierSmsMessage;
    },
    async submitWhitelistWorkOrder(operation, destinations, note) {
      const endpoint = '/v1/pcc-whitelist/work-orders';
      const body = await client.send({
        method: 'POST',
        endpoint,
        body: note === undefined ? { operation, destinations } : { operation, destinations, note },
        isChange: true,
      });
      return objectOf(body, endpoint) as unknown as CarrierWhitelistWorkOrder;
    },
    async whitelistWorkOrder(workOrderId) {
      const endpoint = '/v1/pcc-whitelist/work-orders/:workOrderId';
      const path = `/v1/pcc-whitelist/work-orders/${encodeURIComponent(workOrderId)}`;
      return objectOf(await get(endpoint, path), endpoint) as unknown as CarrierWhitelistWorkOrder;
    },
    async listCards(options) {
      const body = await get('/v1/cards', undefined, {
        after: options.after,
        pageSize: Math.min(options.pageSize ?? batchSize, batchSize),
        status: options.status,
      });
      const cards = arrayField<CarrierCardListPage['cards'][number]>(body, 'cards', '/v1/cards');
      const nextAfter = objectOf(body, '/v1/cards').nextAfter;
      return { cards, nextAfter: typeof nextAfter === 'string' ? nextAfter : null };
    },
    async listPools() {
      return arrayField<CarrierPool>(await get('/v1/pools'), 'pools', '/v1/pools');
    },
    async pool(poolId) {
      const body = await get('/v1/pools/:poolId', `/v1/pools/${encodeURIComponent(poolId)}`);
      return objectOf(body, '/v1/pools/:poolId') as unknown as CarrierPool;
    },
    async poolMembers(poolId, pageIndex, pageSize) {
      const endpoint = '/v1/pools/:poolId/members';
      const path = `/v1/pools/${encodeURIComponent(poolId)}/members`;
      return objectOf(await get(endpoint, path, { pageIndex, pageSize }), endpoint);
    },
    async poolUsage(poolId) {
      const endpoint = '/v1/pools/:poolId/usage';
      return objectOf(await get(endpoint, `/v1/pools/${encodeURIComponent(poolId)}/usage`), endpoint);
    },
    poolDailyUsage: (poolId, days) => poolSeries(poolId, 'daily', { days }),
    poolMonthlyUsage: (poolId, months) => poolSeries(poolId, 'monthly', { months }),
    changePoolMembers: (cards, poolChange: PoolMemberChange) => {
      const { kind, ...fields } = poolChange;
      return change(`/v1/change/${kind}`, cards, fields);
    },
    changeImeiBinding: (cards, bindingChange) => change('/v1/change/imei-binding', cards, bindingChange),
    async billSummary(month) {
      const body = await get('/v1/bills/:month', `/v1/bills/${encodeURIComponent(month)}`);
      return objectOf(body, '/v1/bills/:month') as unknown as CarrierBillSummary;
    },
    async billLines(month, after) {
      const endpoint = '/v1/bills/:month/cards';
      const body = await get(endpoint, `/v1/bills/${encodeURIComponent(month)}/cards`, {
        after,
        pageSize: 50,
      });
      return objectOf(body, endpoint) as unknown as CarrierBillLinePage;
    },
    async callDetailRecords(options) {
      const body = await get('/v1/cdrs', undefined, options);
      const records = arrayField<CarrierCallRecord>(body, 'records', '/v1/cdrs');
      const nextCursor = objectOf(body, '/v1/cdrs').nextCursor;
      return { records, nextCursor: typeof nextCursor === 'string' ? nextCursor : null };
    },
    ...simulatorRealNameMethods({ change, changeOne, queryCards }),
  };
}
