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

/** The operator of a live ticket, without spending it (to check a form before the ticket is used up). */
export async function peekTicket(
  services: AppServices,
  ticket: string,
  purpose: TicketPurpose,
): Promise<number> {
  const now = services.clock.now();
  const found = await services.db
    .select({ operatorId: tickets.operatorId })
    .from(tickets)
    .where(liveTicket(ticket, purpose, now));
  const row = found[0];
  if (!row) throw expiredTicket();
  return row.operatorId;
}

/** Spends a ticket once; answers the operator it was issued to. */
export async function consumeTicket(
  services: AppServices,
  ticket: string,
  purpose: TicketPurpose,
): Promise<number> {
  const now = services.clock.now();
  const spent = await services.db
    .update(tickets)
    .set({ usedAt: now })
    .where(liveTicket(ticket, purpose, now))
    .returning({ operatorId: tickets.operatorId });
  const row = spent[0];
  if (!row) throw expiredTicket();
  return row.operatorId;
}
