import { randomBytes } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { status as statusCodes, type AppInfoRow, type AppSecretRow } from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { verifyPassword } from '../../platform/auth/passwords';
import type { Database } from '../../platform/database/connect';
import { auditLog, operators } from '../../platform/database/schema';
import { AppError, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { operatorAppCredentials } from './account-admin-schema';
import { conflict } from './admin-references';

// The API credentials of an operator (app key and secret for signed requests): the administrators' calls and an
// API account's own calls (custom-user) keep them by these rules.

/** Wrong passwords allowed per window when revealing a secret, against guessing with a stolen session. */
const revealAttempts = { maxFailures: 5, windowMinutes: 15 };

const newAppKey = () => randomBytes(12).toString('hex');
const newAppSecret = () => randomBytes(32).toString('base64url');

/** The first and last 4 characters: enough to tell two secrets apart, far too little to guess one. */
const maskSecret = (secret: string) => `${secret.slice(0, 4)}${'*'.repeat(8)}${secret.slice(-4)}`;

/** The operator's credentials with the secret in clear, or undefined while they have none. */
export async function appCredentialsOf(services: AppServices, operatorId: number) {
  const [credentials] = await services.db
    .select()
    .from(operatorAppCredentials)
    .where(eq(operatorAppCredentials.operatorId, operatorId));
  return credentials;
}

/** The credentials an app key names, as a signed open-API request is checked against them. */
export async function signingCredentialsOf(db: Database, appKey: string) {
  const [credentials] = await db
    .select({
      operatorId: operatorAppCredentials.operatorId,
      appSecret: operatorAppCredentials.appSecret,
      allowedAddresses: operatorAppCredentials.allowedAddresses,
    })
    .from(operatorAppCredentials)
    .where(eq(operatorAppCredentials.appKey, appKey));
  return credentials;
}

/** The app key and the masked secret. */
export async function describeAppInfo(
  services: AppServices,
  operatorId: number,
  account: string,
): Promise<AppInfoRow> {
  const credentials = await appCredentialsOf(services, operatorId);
  return {
    operatorId,
    account,
    hasAppInfo: credentials !== undefined,
    appKey: credentials?.appKey ?? null,
    maskedAppSecret: credentials ? maskSecret(credentials.appSecret) : null,
    updateTime: credentials?.updatedAt.toISOString() ?? null,
  };
}

/** Refuses when the caller got their password wrong too often lately at this call (the audit log counts). */
async function assertRevealNotBlocked(services: AppServices, caller: OperatorContext, callPath: string) {
  const since = new Date(services.clock.now().getTime() - revealAttempts.windowMinutes * 60_000);
  const [failures] = await services.db
    .select({ total: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.operatorId, caller.operatorId),
        eq(auditLog.call, callPath),
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

/**
 * The operator's credentials in clear once the caller proved their own password again. `callPath` is the
 * audited call revealing them: its refusals for a wrong password count towards the caller's limit.
 */
export async function revealAppCredentials(
  services: AppServices,
  caller: OperatorContext,
  password: string,
  operatorId: number,
  callPath: string,
): Promise<AppSecretRow> {
  await assertRevealNotBlocked(services, caller, callPath);
  const [self] = await services.db.select().from(operators).where(eq(operators.id, caller.operatorId));
  if (!self || !(await verifyPassword(self.passwordHash, password))) {
    throw new AppError(statusCodes.wrongCurrentPassword, 'the password is not right');
  }
  const credentials = await appCredentialsOf(services, operatorId);
  if (!credentials) throw notFound('this operator has no app credentials yet');
  return { operatorId, appKey: credentials.appKey, appSecret: credentials.appSecret };
}

/** Makes credentials for an operator that has none; the secret is in the answer, and nowhere else later. */
export async function addAppCredentials(db: Database, operatorId: number, now: Date): Promise<AppSecretRow> {
  const row = { operatorId, appKey: newAppKey(), appSecret: newAppSecret() };
  const inserted = await db
    .insert(operatorAppCredentials)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ operatorId: operatorAppCredentials.operatorId });
  if (inserted.length === 0) throw conflict('this operator already has app credentials');
  return row;
}

/** Gives an operator's credentials a new key or secret; refused while the operator has none. */
async function renewCredentials(
  services: AppServices,
  operatorId: number,
  renewed: { appKey: string } | { appSecret: string },
) {
  const [updated] = await services.db
    .update(operatorAppCredentials)
    .set({ ...renewed, updatedAt: services.clock.now() })
    .where(eq(operatorAppCredentials.operatorId, operatorId))
    .returning();
  if (!updated) throw notFound('this operator has no app credentials yet');
  return updated;
}

/** A new secret (the old one stops working at once), answered this once. */
export async function renewAppSecret(services: AppServices, operatorId: number): Promise<AppSecretRow> {
  const { appKey, appSecret } = await renewCredentials(services, operatorId, { appSecret: newAppSecret() });
  return { operatorId, appKey, appSecret };
}

/** A new app key; the secret stays. */
export async function renewAppKey(services: AppServices, operatorId: number): Promise<void> {
  await renewCredentials(services, operatorId, { appKey: newAppKey() });
}
