import type { PoolChangeEffective } from '@simdesk/contract/modules/data-pools';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { badRequest } from '../../platform/http/app-error';
import { queueCardChange, type CardChanges } from '../sim-cards';
import { findMember, findPool } from './pool-reads';
import { dataPoolGroupStatus } from '@simdesk/contract';

/** The pool a change names: the caller's, and valid (the carrier refuses changes to any other). */
async function poolToChange(db: Database, caller: OperatorContext, groupId: string) {
  const pool = await findPool(db, caller, groupId);
  if (pool.status !== dataPoolGroupStatus.byName.valid) {
    throw badRequest(`pool ${groupId} is not valid (status ${pool.status}): its members cannot change`);
  }
  return pool;
}

/** Cards of another carrier account than the pool's cannot join or leave it. */
function otherAccountRefusal(poolAccountId: number) {
  return (card: { carrierAccountId: number | null }) =>
    card.carrierAccountId === poolAccountId
      ? undefined
      : { code: 'OTHER_CARRIER_ACCOUNT', reason: "the card is not of the pool's carrier account" };
}

/** A membership change of a pool: its kind, and now or on the first of next month. */
interface MembershipChange {
  kind: 'pool-member-add' | 'pool-member-remove';
  groupId: string;
  effective: PoolChangeEffective;
}

/** The carrier request of a membership change of a valid pool the caller sees, and its refusal of a card. */
async function membershipOrder(db: Database, caller: OperatorContext, change: MembershipChange) {
  const pool = await poolToChange(db, caller, change.groupId);
  return {
    request: { kind: change.kind, poolId: pool.groupId, effective: change.effective },
    refusal: otherAccountRefusal(pool.carrierAccountId),
  };
}

/** Adds or removes typed or pasted cards as one tracked change order. */
export async function changeMembership(
  db: Database,
  caller: OperatorContext,
  change: MembershipChange & { cardNumbers: string[] },
) {
  const order = await membershipOrder(db, caller, change);
  return queueCardChange(db, caller, { ...order, numbers: [...new Set(change.cardNumbers)] });
}

/**
 * Adds or removes the cards a file named, at once, as a batch change task (the SIM card batch change's, with
 * its per-card report in the task centre).
 */
export async function startMembershipBatch(
  db: Database,
  changes: CardChanges,
  caller: OperatorContext,
  change: MembershipChange & { numbers: string[] },
) {
  const order = await membershipOrder(db, caller, change);
  return changes.startBatch(caller, { ...order, numbers: change.numbers, reason: null });
}

/** Sets (or lifts, null) one member's cap as a tracked change order. */
export async function changeMemberCap(
  db: Database,
  caller: OperatorContext,
  change: { groupId: string; cardNumber: string; capKb: number | null },
) {
  const pool = await poolToChange(db, caller, change.groupId);
  const member = await findMember(db, pool.id, change.cardNumber);
  return queueCardChange(db, caller, {
    request: { kind: 'pool-member-cap', poolId: pool.groupId, capKb: change.capKb },
    numbers: [member.iccid],
    refusal: otherAccountRefusal(pool.carrierAccountId),
  });
}
