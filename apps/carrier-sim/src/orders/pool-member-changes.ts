// Pool membership and member caps as orders: add and remove take effect now or at the start of next month;
// a cap below the member's use this month waits for the next cycle, as OneLink's does.
import { cardStatus } from '@simdesk/contract';
import { z } from 'zod';
import { loadCardContexts } from '../cards/card-context';
import { recordCardEvent } from '../cards/card-repository';
import { monthToDateDataKb } from '../cards/usage-answers';
import type { Queryable } from '../database/database';
import { findMemberCaps, findValidPool, capInForce } from '../pools/pool-repository';
import { carrierDayOf, carrierMonthBefore, startOfCarrierDay } from '../time/carrier-day';
import { defineChange, failedWith, succeeded } from './change-definition';

const poolIdField = z.string().regex(/^[\w-]{1,40}$/);
const effective = z.enum(['now', 'nextMonth']).default('now');

/** The first instant of the carrier month after the one `time` falls in. */
export const startOfNextCarrierMonth = (time: number) =>
  startOfCarrierDay(carrierMonthBefore(carrierDayOf(time), -1).firstDay);

const effectiveFrom = (request: { effective: 'now' | 'nextMonth' }, acceptedAt: number) =>
  request.effective === 'nextMonth' ? startOfNextCarrierMonth(acceptedAt) : acceptedAt;

const checkPool = async (database: Queryable, appId: string, request: { poolId: string }) => {
  await findValidPool(database, appId, request.poolId);
};

export const poolMemberAdd = defineChange({
  kind: 'pool-member-add',
  path: '/v1/change/pool-member-add',
  schema: z.strictObject({ poolId: poolIdField, effective }),
  throttleKind: () => 'pool',
  check: checkPool,
  effectiveFrom,
  async apply(database, card, request, effect) {
    if (card.status === cardStatus.byName.cancelled)
      return failedWith('CARD_CANCELLED', 'the card is cancelled');
    if (card.poolId === request.poolId)
      return failedWith('ALREADY_MEMBER', 'the card is already in this pool');
    if (card.poolId !== null) return failedWith('IN_ANOTHER_POOL', `the card is in pool ${card.poolId}`);
    await database.query('UPDATE carrier_sim.cards SET pool_id = $2 WHERE iccid = $1', [
      card.iccid,
      request.poolId,
    ]);
    await recordCardEvent(database, {
      iccid: card.iccid,
      kind: 'pool',
      occurredAt: effect.at,
      fromValue: null,
      toValue: request.poolId,
      reason: null,
      orderNumber: effect.orderNumber,
    });
    return succeeded;
  },
});

export const poolMemberRemove = defineChange({
  kind: 'pool-member-remove',
  path: '/v1/change/pool-member-remove',
  schema: z.strictObject({ poolId: poolIdField, effective }),
  throttleKind: () => 'pool',
  check: checkPool,
  effectiveFrom,
  async apply(database, card, request, effect) {
    if (card.poolId !== request.poolId) return failedWith('NOT_A_MEMBER', 'the card is not in this pool');
    await database.query('UPDATE carrier_sim.cards SET pool_id = NULL WHERE iccid = $1', [card.iccid]);
    await database.query('DELETE FROM carrier_sim.pool_member_caps WHERE iccid = $1', [card.iccid]);
    await recordCardEvent(database, {
      iccid: card.iccid,
      kind: 'pool',
      occurredAt: effect.at,
      fromValue: request.poolId,
      toValue: null,
      reason: null,
      orderNumber: effect.orderNumber,
    });
    return succeeded;
  },
});

export const poolMemberCap = defineChange({
  kind: 'pool-member-cap',
  path: '/v1/change/pool-member-cap',
  // null lifts the member's own cap
  schema: z.strictObject({ poolId: poolIdField, capKb: z.number().int().min(0).max(1e12).nullable() }),
  throttleKind: () => 'pool-cap',
  check: checkPool,
  async apply(database, card, request, effect) {
    if (card.poolId !== request.poolId) return failedWith('NOT_A_MEMBER', 'the card is not in this pool');
    const [member] = await loadCardContexts(database, [card], effect.at, {
      kindPatterns: ['status', 'service:data'],
    });
    const usedKb = member ? monthToDateDataKb(member) : 0;
    const current = capInForce((await findMemberCaps(database, [card.iccid])).get(card.iccid), effect.at);
    const waits = request.capKb !== null && request.capKb < usedKb;
    await database.query(
      `INSERT INTO carrier_sim.pool_member_caps (iccid, cap_kb, previous_cap_kb, effective_from)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (iccid) DO UPDATE SET cap_kb = EXCLUDED.cap_kb, previous_cap_kb = EXCLUDED.previous_cap_kb,
         effective_from = EXCLUDED.effective_from`,
      [card.iccid, request.capKb, current, new Date(waits ? startOfNextCarrierMonth(effect.at) : effect.at)],
    );
    await recordCardEvent(database, {
      iccid: card.iccid,
      kind: 'pool-cap',
      occurredAt: effect.at,
      fromValue: current === null ? null : String(current),
      toValue: request.capKb === null ? null : String(request.capKb),
      reason: waits ? 'below this month’s use: takes effect next cycle' : null,
      orderNumber: effect.orderNumber,
    });
    return succeeded;
  },
});

export const poolMemberChanges = [poolMemberAdd, poolMemberRemove, poolMemberCap];
