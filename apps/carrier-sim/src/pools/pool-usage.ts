// A pool's usage is its members' usage, computed card by card from the same model as card usage (one pool at a
// time: a few thousand members, never the whole account).
import { memberStatus, type MemberStatusCode } from '@simdesk/contract';
import { instant, loadCardContexts, memberStatusOf, type CardContext } from '../cards/card-context';
import { monthToDateDataKb } from '../cards/usage-answers';
import type { Queryable } from '../database/database';
import { carrierDate, carrierDayOf, carrierMonthBefore } from '../time/carrier-day';
import { usageOfDay, usageOfDays } from '../world/usage-model';
import { capInForce, findPoolMembers, type MemberCap, type PoolRow } from './pool-repository';

/** Every member of the pool with what shapes its data usage (status and data-switch events). */
export async function poolMemberContexts(
  database: Queryable,
  pool: PoolRow,
  now: number,
): Promise<CardContext[]> {
  const members = await findPoolMembers(database, pool.poolId);
  return loadCardContexts(database, members, now, { kindPatterns: ['status', 'service:data'] });
}

/** The members' data summed, each member's figure by `dataKbOf`. */
function sumOfMembers(members: readonly CardContext[], dataKbOf: (member: CardContext) => number): number {
  return members.reduce((sum, member) => sum + dataKbOf(member), 0);
}

export function poolMonthToDateKb(members: readonly CardContext[]): number {
  return sumOfMembers(members, monthToDateDataKb);
}

/** The pool's last `days` carrier days, oldest first; today is still growing. */
export function poolDailyUsage(members: readonly CardContext[], days: number, now: number) {
  const today = carrierDayOf(now);
  return Array.from({ length: days }, (_, position) => {
    const day = today - days + 1 + position;
    const dataKb = sumOfMembers(
      members,
      (member) => usageOfDay(member.seed, day, member.timeline(), now).dataKb,
    );
    return { date: carrierDate(day), dataKb, complete: day < today };
  });
}

/** The pool's last `months` carrier months including the running one, oldest first. */
export function poolMonthlyUsage(members: readonly CardContext[], months: number, now: number) {
  const today = carrierDayOf(now);
  return Array.from({ length: months }, (_, position) => {
    const back = months - 1 - position;
    const month = carrierMonthBefore(today, back);
    const dataKb = sumOfMembers(
      members,
      (member) => usageOfDays(member.seed, month.firstDay, month.lastDay, member.timeline(), now).dataKb,
    );
    return { month: month.month, dataKb, complete: back > 0 };
  });
}

/** When the card last joined the pool: its latest pool event into it, else when it was opened (seeded). */
function joinedAt(member: CardContext, poolId: string): Date {
  const joins = member.events.filter((event) => event.kind === 'pool' && event.toValue === poolId);
  return joins[joins.length - 1]?.occurredAt ?? member.card.openedAt;
}

/** A member as the carrier lists it: a member that reached its own cap is paused until the next cycle. */
export function memberAnswer(member: CardContext, poolId: string, cap: MemberCap | undefined) {
  const monthDataKb = monthToDateDataKb(member);
  const capKb = capInForce(cap, member.now);
  const capReached = capKb !== null && monthDataKb >= capKb;
  const status: MemberStatusCode = capReached
    ? memberStatus.byName.paused
    : memberStatusOf(member.card.status);
  const pendingCap = cap && cap.effectiveFrom.getTime() > member.now ? cap : undefined;
  return {
    iccid: member.card.iccid,
    msisdn: member.card.msisdn,
    status: member.card.status,
    memberStatus: status,
    joinedAt: instant(joinedAt(member, poolId)),
    capKb,
    pendingCapKb: pendingCap ? pendingCap.capKb : null,
    pendingCapFrom: pendingCap ? instant(pendingCap.effectiveFrom) : null,
    monthDataKb,
  };
}
