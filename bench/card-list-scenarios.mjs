// The card-list benchmark's requests: each a console call and the raw SQL a hand-written endpoint would run to
// answer the same (the page, its capped count, the planner's estimate above the cap), through pg.
import { cardStatus } from '@simdesk/contract';
import { demoCardNumbers } from '@simdesk/carrier-sim/demo-cards';
import { sortCardNumbers } from '../apps/server/src/modules/sim-cards/shared/card-filter.ts';
import { exactCountLimit } from '../apps/server/src/modules/sim-cards/list/card-list-query.ts';

export const pageSize = 20;
const batchSize = 1000;

const listColumns = `s.id, s.company_id, c.name AS company_name, s.org_id, o.name AS org_name,
  s.carrier_account_id, s.carrier, s.iccid, s.msisdn, s.imsi, s.imei, s.card_status, s.real_name_status,
  s.vehicle_status, s.vin, s.opened_at, s.activated_at, s.rate_plan, s.data_used_month_kb, s.remark, s.tags,
  s.status_changed_at`;

// A fixed sequence of "random" numbers, so two runs ask the same questions.
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/** Conditions and their parameters, numbered as they are added. */
function conditions() {
  const parameters = [];
  const parts = [];
  return {
    parameters,
    add(text, ...values) {
      parts.push(text.replace(/\?/g, () => `$${parameters.push(values.shift())}`));
    },
    where: () => (parts.length === 0 ? 'true' : parts.join(' AND ')),
  };
}

/**
 * The raw list: one page newest first, then the count capped like the server's, then the estimate; answers
 * the page as the list call does (cards, next cursor, total).
 */
export async function rawList(client, where, { cursor } = {}) {
  const page = conditions();
  page.parameters.push(...where.parameters);
  const keyset = cursor === undefined ? '' : ` AND s.id < $${page.parameters.push(cursor)}`;
  const found = await client.query(
    `SELECT ${listColumns} FROM sim_cards s LEFT JOIN companies c ON c.id = s.company_id
     LEFT JOIN organizations o ON o.id = s.org_id
     WHERE ${where.where()}${keyset} ORDER BY s.id DESC LIMIT ${pageSize + 1}`,
    page.parameters,
  );
  const counted = await client.query(
    `SELECT count(*)::int AS count FROM (SELECT 1 FROM sim_cards s WHERE ${where.where()} LIMIT ${exactCountLimit + 1}) AS capped`,
    where.parameters,
  );
  let total = counted.rows[0].count;
  if (total > exactCountLimit) {
    const explained = await client.query(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM sim_cards s WHERE ${where.where()}`,
      where.parameters,
    );
    const planned = Math.round(explained.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
    total = Math.max(planned, exactCountLimit + 1);
  }
  const cards = found.rows.slice(0, pageSize);
  const nextCursor = found.rows.length > pageSize ? cards.at(-1).id : null;
  return { cards, nextCursor, total, totalIsEstimate: total > exactCountLimit };
}

/**
 * The raw lookup of cards by numbers: matched once through the number indexes, then counted and paged from that
 * set in the same statement (matching twice, the page walks the id index testing every card against the numbers).
 */
export async function rawNamedList(client, where) {
  const found = await client.query(
    `WITH matched AS MATERIALIZED (SELECT s.id FROM sim_cards s WHERE ${where.where()} LIMIT ${exactCountLimit + 1})
     SELECT ${listColumns}, (SELECT count(*)::int FROM matched) AS total
     FROM (SELECT id FROM matched ORDER BY id DESC LIMIT ${pageSize + 1}) AS page JOIN sim_cards s ON s.id = page.id
     LEFT JOIN companies c ON c.id = s.company_id LEFT JOIN organizations o ON o.id = s.org_id
     ORDER BY s.id DESC`,
    where.parameters,
  );
  const cards = found.rows.slice(0, pageSize);
  const nextCursor = found.rows.length > pageSize ? cards.at(-1).id : null;
  return { cards, nextCursor, total: found.rows[0]?.total ?? 0, totalIsEstimate: false };
}

/** The caller's scope as the server writes it: company, and org subtree by the path copied onto the card. */
export function scoped(caller) {
  const where = conditions();
  where.add('s.company_id = ?', caller.companyId);
  where.add('s.org_path LIKE ?', `${caller.orgPath}%`);
  return where;
}

/** `size` numbers of random demo cards below `cards`, ICCIDs, MSISDNs and IMSIs in turn. */
export function numbersOf(random, cards, size = batchSize) {
  return Array.from({ length: size }, (_, position) => {
    const numbers = demoCardNumbers(Math.floor(random() * cards));
    return [numbers.iccid, numbers.msisdn, numbers.imsi][position % 3];
  });
}

/**
 * The scenarios at `cards` cards, for `caller` ({ companyId, orgPath }, the company admin of the largest
 * customer), its `orgs` ([{ id, path }]), `cardIds` of its cards, and whether card detail is served.
 */
export function cardListScenarios({ cards, caller, orgs, cardIds, maxCardId, random, hasCardDetail }) {
  const { activated, suspended, inventory } = cardStatus.byName;
  const statuses = [suspended, inventory, activated];
  const leafOrgs = orgs.filter(
    (org) => !orgs.some((other) => other !== org && other.path.startsWith(org.path)),
  );
  /** The caller's cards with any of `numbers` as ICCID, MSISDN or IMSI, as the server looks them up. */
  const byNumbers = (numbers) => {
    const sorted = sortCardNumbers(numbers);
    const where = scoped(caller);
    where.add(
      '(s.iccid = ANY(?) OR s.msisdn = ANY(?) OR s.imsi = ANY(?))',
      sorted.iccid,
      sorted.msisdn,
      sorted.imsi,
    );
    return where;
  };
  const scenarios = [
    {
      name: 'card-list-first-page',
      group: 'list',
      input: () => ({}),
      server: () => ({ pageSize }),
      raw: (client) => rawList(client, scoped(caller)),
    },
    {
      name: 'card-list-status-org',
      group: 'list',
      input: (round) => ({
        status: statuses[round % statuses.length],
        org: leafOrgs[round % leafOrgs.length],
      }),
      server: ({ status, org }) => ({ pageSize, cardStatus: [status], orgId: org.id }),
      raw: async (client, { status, org }) => {
        await client.query('SELECT company_id, path FROM organizations WHERE id = $1', [org.id]);
        const where = scoped(caller);
        where.add('s.company_id = ?', caller.companyId);
        where.add('s.org_path LIKE ?', `${org.path}%`);
        where.add('s.card_status = ANY(?::smallint[])', [status]);
        return rawList(client, where);
      },
    },
    {
      name: 'card-list-deep-keyset',
      group: 'list',
      // A page far down the list: the cursor somewhere in the older half of the cards.
      input: () => ({ cursor: Math.max(2, Math.floor(maxCardId * (0.05 + random() * 0.45))) }),
      server: ({ cursor }) => ({ pageSize, cursor }),
      raw: (client, { cursor }) => rawList(client, scoped(caller), { cursor }),
    },
    {
      name: 'card-search-batch-1000',
      group: 'search',
      input: () => ({ numbers: numbersOf(random, cards) }),
      server: ({ numbers }) => ({ pageSize, batchNumbers: numbers }),
      raw: (client, { numbers }) => rawNamedList(client, byNumbers(numbers)),
    },
    {
      name: 'card-search-single',
      group: 'single',
      input: (round) => {
        const numbers = demoCardNumbers(Math.floor(random() * cards));
        return { number: round % 2 === 0 ? numbers.iccid : numbers.msisdn };
      },
      server: ({ number }) => ({ pageSize, cardNumber: number }),
      raw: (client, { number }) => rawNamedList(client, byNumbers([number])),
    },
  ];
  if (hasCardDetail) {
    scenarios.push({
      name: 'card-detail',
      group: 'detail',
      path: 'simcard-display/card-detail',
      input: () => ({ cardId: cardIds[Math.floor(random() * cardIds.length)] }),
      server: ({ cardId }) => ({ cardId }),
      raw: (client, { cardId }) =>
        client.query(
          `SELECT ${listColumns}, a.name AS carrier_account_name, s.created_at, s.updated_at
           FROM sim_cards s LEFT JOIN companies c ON c.id = s.company_id
           LEFT JOIN organizations o ON o.id = s.org_id LEFT JOIN carrier_accounts a ON a.id = s.carrier_account_id
           WHERE s.id = $1 AND s.company_id = $2 AND s.org_path LIKE $3`,
          [cardId, caller.companyId, `${caller.orgPath}%`],
        ),
    });
  }
  return scenarios;
}
