import { randomBytes } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import {
  addAppInfoCall,
  getAppInfoCall,
  resetAppKeyCall,
  resetAppSecretCall,
  safeGetAppInfoCall,
  status as statusCodes,
  type AppInfoRow,
} from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { verifyPassword } from '../../platform/auth/passwords';
import { auditLog, operators } from '../../platform/database/schema';
import { operatorAppCredentials } from './account-admin-schema';
import { AppError, notFound } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { openPassword } from '../../platform/auth/sent-passwords';
import { assertManageable, conflict } from './admin-references';
import { loadManagedOperator } from './operator-admin-service';

/** Wrong passwords allowed per window when revealing a secret, against guessing with a stolen session. */
const revealAttempts = { maxFailures: 5, windowMinutes: 15 };

const newAppKey = () => randomBytes(12).toString('hex');
const newAppSecret = () => randomBytes(32).toString('base64url');

/** The first and last 4 characters: enough to tell two secrets apart, far too little to guess one. */
const maskSecret = (secret: string) => `${secret.slice(0, 4)}${'*'.repeat(8)}${secret.slice(-4)}`;

async function credentialsOf(services: AppServices, operatorId: number) {
  const [credentials] = await services.db
    .select()
    .from(operatorAppCredentials)
    .where(eq(operatorAppCredentials.operatorId, operatorId));
  return credentials;
}

/** An operator the caller administers and whose role does not outrank theirs. */
async function managedTarget(services: AppServices, caller: OperatorContext, operatorId: number) {
  const record = await loadManagedOperator(services, caller, operatorId);
  assertManageable(caller, record);
  return record;
}

async function describeAppInfo(
  services: AppServices,
  operatorId: number,
  account: string,
): Promise<AppInfoRow> {
  const credentials = await credentialsOf(services, operatorId);
  return {
    operatorId,
    account,
    hasAppInfo: credentials !== undefined,
    appKey: credentials?.appKey ?? null,
    maskedAppSecret: credentials ? maskSecret(credentials.appSecret) : null,
    updateTime: credentials?.updatedAt.toISOString() ?? null,
  };
}

/** Refuses when the caller got their password wrong too often lately (the audit log counts the failures). */
async function assertRevealNotBlocked(services: AppServices, caller: OperatorContext): Promise<void> {
  const since = new Date(services.clock.now().getTime() - revealAttempts.windowMinutes * 60_000);
  const [failures] = await services.db
    .select({ total: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.operatorId, caller.operatorId),
        eq(auditLog.call, safeGetAppInfoCall.path),
        eq(auditLog.status, statusCodes.wrongCurrentPassword),
        gt(auditLog.at, since),
      ),
    );
  if ((failures?.total ?? 0) >= revealAttempts.maxFailures) {
    throw new AppError(
      statusCodes.tooManyRequests,
      `too many wrong passwords, try again in ${revealAttempts.windowMinutes} minutes`,
    );
  }
}

async function assertCallerPassword(services: AppServices, caller: OperatorContext, password: string) {
  await assertRevealNotBlocked(services, caller);
  const [self] = await services.db.select().from(operators).where(eq(operators.id, caller.operatorId));
  if (!self || !(await verifyPassword(self.passwordHash, password))) {
    throw new AppError(statusCodes.wrongCurrentPassword, 'the password is not right');
  }
}

/** API credentials of operators (app key and secret for signed requests), spec §7 operator/…-app-…. */
export function registerAppInfoCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, clock } = services;

  /** Gives an operator's credentials a new key or secret; refused while the operator has none. */
  async function renewCredentials(operatorId: number, renewed: { appKey: string } | { appSecret: string }) {
    const [updated] = await db
      .update(operatorAppCredentials)
      .set({ ...renewed, updatedAt: clock.now() })
      .where(eq(operatorAppCredentials.operatorId, operatorId))
      .returning();
    if (!updated) throw notFound('this operator has no app credentials yet');
    return updated;
  }

  registrar.guardedCall(getAppInfoCall, async ({ obj, caller }) => {
    const record = await managedTarget(services, caller, obj.operatorId);
    return { rows: [await describeAppInfo(services, record.operator.id, record.operator.account)] };
  });

  registrar.guardedCall(safeGetAppInfoCall, async ({ obj, caller }) => {
    const password = openPassword(services, obj.password);
    const record = await managedTarget(services, caller, obj.operatorId);
    await assertCallerPassword(services, caller, password);
    const credentials = await credentialsOf(services, record.operator.id);
    if (!credentials) throw notFound('this operator has no app credentials yet');
    const { appKey, appSecret } = credentials;
    return {
      rows: [{ operatorId: record.operator.id, appKey, appSecret }],
      auditTarget: record.operator.account,
    };
  });

  registrar.guardedCall(addAppInfoCall, async ({ obj, caller }) => {
    const record = await managedTarget(services, caller, obj.operatorId);
    const operatorId = record.operator.id;
    const row = { operatorId, appKey: newAppKey(), appSecret: newAppSecret() };
    const inserted = await db
      .insert(operatorAppCredentials)
      .values({ ...row, createdAt: clock.now(), updatedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ operatorId: operatorAppCredentials.operatorId });
    if (inserted.length === 0) throw conflict('this operator already has app credentials');
    return { rows: [row], auditTarget: record.operator.account };
  });

  registrar.guardedCall(resetAppSecretCall, async ({ obj, caller }) => {
    const record = await managedTarget(services, caller, obj.operatorId);
    const renewed = await renewCredentials(record.operator.id, { appSecret: newAppSecret() });
    const { operatorId, appKey, appSecret } = renewed;
    return { rows: [{ operatorId, appKey, appSecret }], auditTarget: record.operator.account };
  });

  registrar.guardedCall(resetAppKeyCall, async ({ obj, caller }) => {
    const record = await managedTarget(services, caller, obj.operatorId);
    await renewCredentials(record.operator.id, { appKey: newAppKey() });
    return {
      rows: [await describeAppInfo(services, record.operator.id, record.operator.account)],
      auditTarget: record.operator.account,
    };
  });
}
