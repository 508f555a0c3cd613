import { and, asc, eq } from 'drizzle-orm';
import { status as statusCodes, type SwitchableAccount } from '@simdesk/contract';
import { companies, operators } from '../../platform/database/schema';
import { AppError } from '../../platform/http/app-error';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { revokeOperatorSessions } from '../../platform/auth/sessions';
import { consumeVerificationCode } from './verification-codes';
import type { AppServices } from '../../platform/services';

/** Sets a new password and ends every session of the operator; a lockout ends with it. */
export async function setPassword(
  services: AppServices,
  operatorId: number,
  password: string,
): Promise<void> {
  const { db, clock } = services;
  await db
    .update(operators)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: clock.now(),
      failedLoginCount: 0,
      lockedUntil: null,
    })
    .where(eq(operators.id, operatorId));
  await revokeOperatorSessions(db, clock, operatorId);
}

export async function changeOwnPassword(
  services: AppServices,
  operatorId: number,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const [operator] = await services.db.select().from(operators).where(eq(operators.id, operatorId));
  if (!operator || !(await verifyPassword(operator.passwordHash, oldPassword))) {
    throw new AppError(statusCodes.wrongCurrentPassword, 'the current password is not right');
  }
  if (oldPassword === newPassword) {
    throw new AppError(statusCodes.badRequest, 'the new password must differ from the current one');
  }
  await setPassword(services, operatorId, newPassword);
}

/** A new mobile for the operator, proved by the code utility/send-sms sent to it. */
export async function changeOwnMobile(
  services: AppServices,
  operatorId: number,
  mobile: string,
  verificationCode: string,
): Promise<void> {
  await consumeVerificationCode(services, mobile, 'modify-phonenum', verificationCode);
  await services.db.update(operators).set({ mobile }).where(eq(operators.id, operatorId));
}

/** A renewed password must differ from the one it replaces. */
export async function assertDiffersFromCurrent(services: AppServices, operatorId: number, password: string) {
  const [operator] = await services.db.select().from(operators).where(eq(operators.id, operatorId));
  if (operator && (await verifyPassword(operator.passwordHash, password))) {
    throw new AppError(statusCodes.badRequest, 'the new password must differ from the expired one');
  }
}

/** Every enabled account of the caller's mobile, the caller's own marked current. */
export async function switchableAccounts(
  services: AppServices,
  operatorId: number,
): Promise<SwitchableAccount[]> {
  const { db } = services;
  const [self] = await db.select().from(operators).where(eq(operators.id, operatorId));
  if (!self?.mobile) return [];
  const rows = await db
    .select({
      id: operators.id,
      account: operators.account,
      name: operators.name,
      companyName: companies.name,
    })
    .from(operators)
    .innerJoin(companies, eq(companies.id, operators.companyId))
    .where(and(eq(operators.mobile, self.mobile), eq(operators.enabled, true)))
    .orderBy(asc(operators.id));
  return rows.map((row) => ({
    account: row.account,
    username: row.name,
    companyName: row.companyName,
    current: row.id === operatorId,
  }));
}
