import type { PoolChangeEffective } from '@simdesk/contract/modules/data-pools';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { badRequest } from '../../platform/http/app-error';
import { queueCardChange } from '../sim-cards';
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

/** Adds or removes cards as one tracked change order, now or on the first of next month. */
export async function changeMembership(
  db: Database,
  caller: OperatorContext,
  change: {
    kind: 'pool-member-add' | 'pool-member-remove';
    groupId: string;
    cardNumbers: string[];
    effective: PoolChangeEffective;
  },
) {
  const pool = await poolToChange(db, caller, change.groupId);
  return queueCardChange(db, caller, {
    request: { kind: change.kind, poolId: pool.groupId, effective: change.effective },
    numbers: [...new Set(change.cardNumbers)],
    refusal: otherAccountRefusal(pool.carrierAccountId),
  });
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
