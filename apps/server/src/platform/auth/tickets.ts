import { and, eq, gt, isNull } from 'drizzle-orm';
import { status as statusCodes } from '@simdesk/contract';
import { tickets } from '../database/schema';
import { AppError } from '../http/app-error';
import { minutesAfter } from '../clock';
import { hashToken, newToken } from './tokens';
import type { AppServices } from '../services';

const expiredTicket = () => new AppError(statusCodes.badRequest, 'this link has expired, please start again');

export type TicketPurpose = 'reset-password' | 'expired-password' | 'real-name-login';

export async function issueTicket(
  services: AppServices,
  operatorId: number,
  purpose: TicketPurpose,
  lifeMinutes: number,
): Promise<string> {
  const ticket = newToken();
  await services.db.insert(tickets).values({
    tokenHash: hashToken(ticket),
    purpose,
    operatorId,
    expiresAt: minutesAfter(services.clock.now(), lifeMinutes),
  });
  return ticket;
}

/** The ticket of this text and purpose, unused and unexpired at `now`. */
function liveTicket(ticket: string, purpose: TicketPurpose, now: Date) {
  return and(
    eq(tickets.tokenHash, hashToken(ticket)),
    eq(tickets.purpose, purpose),
    isNull(tickets.usedAt),
    gt(tickets.expiresAt, now),
  );
}

/** The operator a live ticket was issued to, spending the ticket when asked; an expired one is refused. */
async function operatorOfLiveTicket(
  services: AppServices,
  ticket: string,
  purpose: TicketPurpose,
  spend: boolean,
): Promise<number> {
  const now = services.clock.now();
  const live = liveTicket(ticket, purpose, now);
  const operatorId = { operatorId: tickets.operatorId };
  const [row] = spend
    ? await services.db.update(tickets).set({ usedAt: now }).where(live).returning(operatorId)
    : await services.db.select(operatorId).from(tickets).where(live);
  if (!row) throw expiredTicket();
  return row.operatorId;
}

/** The operator of a live ticket, without spending it (to check a form before the ticket is used up). */
export const peekTicket = (services: AppServices, ticket: string, purpose: TicketPurpose) =>
  operatorOfLiveTicket(services, ticket, purpose, false);

/** Spends a ticket once; answers the operator it was issued to. */
export const consumeTicket = (services: AppServices, ticket: string, purpose: TicketPurpose) =>
  operatorOfLiveTicket(services, ticket, purpose, true);
