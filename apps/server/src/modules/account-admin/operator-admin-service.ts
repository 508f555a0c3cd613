import { eq, sql } from 'drizzle-orm';
import { isDealerAccountRoleType, type TemporaryPasswordRow } from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeOperatorSessions } from '../../platform/auth/sessions';
import { operators, sessions } from '../../platform/database/schema';
import { operatorAppCredentials } from './account-admin-schema';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import {
  assertManageable,
  assertNotSelf,
  assertValidSuperior,
  conflict,
  isForeignKeyViolation,
  isUniqueViolation,
  resolveGrantableRole,
  resolveOrg,
} from './admin-references';
import { findOperatorRecord, type OperatorRecord } from './operator-rows';
import { mustChangePasswordMarker } from '../../platform/auth/sent-passwords';
import { generateTemporaryPassword } from './temporary-password';

/** What an administrator sets on an operator (operator and dealer account forms alike). */
export interface OperatorFields {
  name: string;
  mobile: string | null;
  mail: string | null;
  orgId: number;
  roleId: string;
  superiorId: number | null;
  remark: string | null;
  dealerId: number | null;
}

/** An operator the caller administers (a dealer account when asked), or not found: never another's row. */
export async function loadManagedOperator(
  services: AppServices,
  caller: OperatorContext,
  operatorId: number,
  options: { dealerAccount?: boolean } = {},
): Promise<OperatorRecord> {
  const record = await findOperatorRecord(services.db, caller, operatorId);
  if (!record || (options.dealerAccount && record.operator.dealerId === null)) {
    throw notFound(options.dealerAccount ? 'no such dealer account' : 'no such operator');
  }
  return record;
}

/** Checks org, role and superior; answers the company the operator belongs to. */
async function checkFields(
  services: AppServices,
  caller: OperatorContext,
  fields: OperatorFields,
  existing: OperatorRecord | undefined,
): Promise<number> {
  const { db } = services;
  const org = await resolveOrg(db, caller, fields.orgId);
  if (existing && org.companyId !== existing.operator.companyId) {
    throw badRequest('an operator cannot move to another company');
  }
  if (existing?.operator.id === caller.operatorId) {
    if (fields.roleId !== existing.operator.roleId || fields.orgId !== existing.operator.orgId)
      throw badRequest('ask another administrator to change your own role or org');
  }
  const roleType =
    fields.roleId === existing?.operator.roleId
      ? existing.roleType
      : (await resolveGrantableRole(db, caller, fields.roleId, org.companyId)).roleType;
  if (fields.dealerId !== null && !isDealerAccountRoleType(roleType)) {
    throw forbidden('a dealer account holds dealer roles only (role type 60, region)');
  }
  if (fields.superiorId !== null && fields.superiorId !== existing?.operator.superiorId) {
    const superior = await findOperatorRecord(db, caller, fields.superiorId);
    await assertValidSuperior(db, superior, org.companyId, existing?.operator.id);
  }
  return org.companyId;
}

async function assertAccountFree(services: AppServices, account: string): Promise<void> {
  const [taken] = await services.db
    .select({ id: operators.id })
    .from(operators)
    .where(sql`lower(${operators.account}) = lower(${account})`);
  if (taken) throw conflict('this account name is already taken');
}

/** A new operator whose password must be replaced at first sign-in; the generated one is answered once. */
export async function createOperator(
  services: AppServices,
  caller: OperatorContext,
  account: string,
  fields: OperatorFields,
  chosenPassword: string | undefined,
): Promise<TemporaryPasswordRow> {
  const companyId = await checkFields(services, caller, fields, undefined);
  await assertAccountFree(services, account);
  const password = chosenPassword ?? generateTemporaryPassword();
  const passwordHash = await hashPassword(password);
  try {
    const [created] = await services.db
      .insert(operators)
      .values({
        account,
        companyId,
        ...fields,
        passwordHash,
        passwordChangedAt: mustChangePasswordMarker,
        createdAt: services.clock.now(),
      })
      .returning({ id: operators.id });
    if (!created) throw new Error('operator insert returned nothing');
    return {
      operatorId: created.id,
      account,
      temporaryPassword: chosenPassword === undefined ? password : null,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('this account name is already taken');
    if (isForeignKeyViolation(error)) throw conflict('the org, role or dealer changed meanwhile, try again');
    throw error;
  }
}

export async function updateOperator(
  services: AppServices,
  caller: OperatorContext,
  record: OperatorRecord,
  fields: OperatorFields,
): Promise<void> {
  assertManageable(caller, record);
  await checkFields(services, caller, fields, record);
  await services.db.update(operators).set(fields).where(eq(operators.id, record.operator.id));
}

/** Enables or disables; a disabled operator's sessions end now, and the next request is refused. */
export async function setOperatorEnabled(
  services: AppServices,
  caller: OperatorContext,
  record: OperatorRecord,
  enabled: boolean,
): Promise<void> {
  assertNotSelf(caller, record, enabled ? 'enable' : 'disable');
  assertManageable(caller, record);
  const { db, clock } = services;
  await db.update(operators).set({ enabled }).where(eq(operators.id, record.operator.id));
  if (!enabled) await revokeOperatorSessions(db, clock, record.operator.id);
}

/**
 * Deletes an operator, keeping the row so the account name stays taken and the audit log keeps naming one
 * person: sessions and API credentials end, personal data and links to org, role, dealer and superior go.
 */
export async function deleteOperator(
  services: AppServices,
  caller: OperatorContext,
  record: OperatorRecord,
): Promise<void> {
  assertNotSelf(caller, record, 'delete');
  assertManageable(caller, record);
  const { clock } = services;
  const operatorId = record.operator.id;
  await services.db.transaction(async (transaction) => {
    await transaction
      .update(operators)
      .set({
        deletedAt: clock.now(),
        enabled: false,
        mobile: null,
        mail: null,
        avatar: null,
        orgId: null,
        roleId: null,
        dealerId: null,
        superiorId: null,
        remark: null,
      })
      .where(eq(operators.id, operatorId));
    await transaction.update(operators).set({ superiorId: null }).where(eq(operators.superiorId, operatorId));
    await transaction.delete(operatorAppCredentials).where(eq(operatorAppCredentials.operatorId, operatorId));
    await transaction
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(sql`${sessions.operatorId} = ${operatorId} and ${sessions.revokedAt} is null`);
  });
}

/** Lets a locked-out operator sign in again at once. */
export async function unlockOperator(
  services: AppServices,
  caller: OperatorContext,
  record: OperatorRecord,
): Promise<void> {
  assertManageable(caller, record);
  await services.db
    .update(operators)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(eq(operators.id, record.operator.id));
}

/** A new password to be replaced at the next sign-in; the lockout and every session end. */
export async function resetOperatorPassword(
  services: AppServices,
  caller: OperatorContext,
  record: OperatorRecord,
  chosenPassword: string | undefined,
): Promise<TemporaryPasswordRow> {
  assertNotSelf(caller, record, 'reset the password of');
  assertManageable(caller, record);
  const { db, clock } = services;
  const password = chosenPassword ?? generateTemporaryPassword();
  await db
    .update(operators)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: mustChangePasswordMarker,
      failedLoginCount: 0,
      lockedUntil: null,
    })
    .where(eq(operators.id, record.operator.id));
  await revokeOperatorSessions(db, clock, record.operator.id);
  return {
    operatorId: record.operator.id,
    account: record.operator.account,
    temporaryPassword: chosenPassword === undefined ? password : null,
  };
}
