import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { status as statusCodes, type LoginInfo } from '@simdesk/contract';
import { auditLog, operators } from '../../platform/database/schema';
import { AppError } from '../../platform/http/app-error';
import { minutesAfter } from '../../platform/clock';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/passwords';
import { startSession } from '../../platform/auth/sessions';
import type { AppServices } from '../../platform/services';
import { describeLogin } from './describe-operator';
import { mustRenewPassword } from '../../platform/auth/sent-passwords';
import { issueTicket } from '../../platform/auth/tickets';
import { consumeVerificationCode } from './verification-codes';

type OperatorRow = typeof operators.$inferSelect;

// One message for an unknown account and a wrong password, so accounts cannot be discovered.
const invalidCredentials = () => new AppError(statusCodes.invalidCredentials, 'invalid account or password');

function lockedRefusal(services: AppServices, lockedUntil: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - services.clock.now().getTime()) / 60_000));
  return new AppError(statusCodes.accountLocked, `too many failed attempts, try again in ${minutes} minutes`);
}

function isLocked(services: AppServices, operator: OperatorRow): boolean {
  return operator.lockedUntil !== null && operator.lockedUntil > services.clock.now();
}

/** Counts a failure atomically; the tenth in a row locks the account. */
async function recordFailure(services: AppServices, operator: OperatorRow): Promise<void> {
  const { db, clock, config } = services;
  const lockExpired = operator.lockedUntil !== null && operator.lockedUntil <= clock.now();
  const updated = await db
    .update(operators)
    .set({
      failedLoginCount: lockExpired ? 1 : sql`${operators.failedLoginCount} + 1`,
      lockedUntil: lockExpired ? null : operators.lockedUntil,
    })
    .where(eq(operators.id, operator.id))
    .returning({ failures: operators.failedLoginCount });
  if ((updated[0]?.failures ?? 0) >= config.lockout.maxFailures) {
    await db
      .update(operators)
      .set({ lockedUntil: minutesAfter(clock.now(), config.lockout.lockMinutes), failedLoginCount: 0 })
      .where(eq(operators.id, operator.id));
  }
}

/** After the credentials are proven: enabled, password still young, then a fresh session. */
async function completeLogin(
  services: AppServices,
  operator: OperatorRow,
  ipAddress: string,
): Promise<LoginInfo> {
  const { db, clock, config } = services;
  if (!operator.enabled) throw new AppError(statusCodes.accountDisabled, 'this account is disabled');
  await db
    .update(operators)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(eq(operators.id, operator.id));
  if (mustRenewPassword(operator.passwordChangedAt, clock.now(), config.passwordMaxAgeDays)) {
    const resetTicket = await issueTicket(services, operator.id, 'expired-password', 30);
    throw new AppError(statusCodes.passwordExpired, 'your password has expired, please set a new one', [
      { resetTicket, account: operator.account },
    ]);
  }
  await db.update(operators).set({ lastLoginAt: clock.now() }).where(eq(operators.id, operator.id));
  const token = await startSession(db, clock, operator.id, ipAddress);
  return describeLogin(services, operator.id, token);
}

/** One address may fail only so often a day, whichever accounts it tries (password spraying). */
async function assertAddressNotBlocked(services: AppServices, ipAddress: string): Promise<void> {
  const since = new Date(services.clock.now().getTime() - 86_400_000);
  const [failures] = await services.db
    .select({ total: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.ipAddress, ipAddress),
        eq(auditLog.call, 'operator/password-login'),
        eq(auditLog.status, statusCodes.invalidCredentials),
        gt(auditLog.at, since),
      ),
    );
  if ((failures?.total ?? 0) >= services.config.lockout.maxFailuresPerAddressPerDay) {
    throw new AppError(
      statusCodes.tooManyRequests,
      'too many failed sign-ins from this address, try again tomorrow',
    );
  }
}

export async function loginWithPassword(
  services: AppServices,
  account: string,
  password: string,
  ipAddress: string,
): Promise<LoginInfo> {
  await assertAddressNotBlocked(services, ipAddress);
  const found = await services.db.select().from(operators).where(eq(operators.account, account));
  const operator = found[0];
  if (!operator) {
    await verifyPassword(await decoyPasswordHash(), password);
    throw invalidCredentials();
  }
  if (isLocked(services, operator) && operator.lockedUntil)
    throw lockedRefusal(services, operator.lockedUntil);
  if (!(await verifyPassword(operator.passwordHash, password))) {
    await recordFailure(services, operator);
    throw invalidCredentials();
  }
  return completeLogin(services, operator, ipAddress);
}

/** Signs in the account of a mobile (the named one when several share it) with a login code. */
export async function loginWithSmsCode(
  services: AppServices,
  mobile: string,
  code: string,
  account: string | undefined,
  ipAddress: string,
): Promise<LoginInfo> {
  await consumeVerificationCode(services, mobile, 'login', code);
  const matching = await services.db
    .select()
    .from(operators)
    .where(
      account === undefined
        ? and(eq(operators.mobile, mobile), eq(operators.enabled, true))
        : and(eq(operators.mobile, mobile), eq(operators.account, account)),
    )
    .orderBy(asc(operators.id));
  const operator = matching[0];
  if (!operator) throw new AppError(statusCodes.invalidCredentials, 'no account uses this mobile number');
  if (isLocked(services, operator) && operator.lockedUntil)
    throw lockedRefusal(services, operator.lockedUntil);
  return completeLogin(services, operator, ipAddress);
}

/** Moves the same person (same mobile) into another of their accounts; the old session ends. */
export async function switchToAccount(
  services: AppServices,
  fromOperatorId: number,
  toAccount: string,
  ipAddress: string,
): Promise<{ login: LoginInfo }> {
  const { db } = services;
  const [from] = await db.select().from(operators).where(eq(operators.id, fromOperatorId));
  const [to] = await db.select().from(operators).where(eq(operators.account, toAccount));
  if (!from?.mobile || !to || to.mobile !== from.mobile || to.id === from.id) {
    throw new AppError(statusCodes.forbidden, 'this account cannot be switched to');
  }
  if (isLocked(services, to) && to.lockedUntil) throw lockedRefusal(services, to.lockedUntil);
  return { login: await completeLogin(services, to, ipAddress) };
}
