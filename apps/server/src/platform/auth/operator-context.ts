import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { ActionGrants } from '@simdesk/contract';
import type { Database } from '../database/connect';
import { companies, operators, organizations, roles, sessions } from '../database/schema';
import { noGrants, roleGrantsOf } from './role-grants';

/** Who is calling, as every guarded handler sees it; read on each request so role changes apply at once. */
export interface OperatorContext {
  sessionId: number;
  operatorId: number;
  account: string;
  companyId: number;
  deployType: number;
  orgId: number | null;
  /** '/1/4/7/': the caller sees this org and everything below it. */
  orgPath: string | null;
  roleId: string | null;
  roleType: string | null;
  /** Page codes in the role's order (the first decides a custom platform's home). */
  pageCodeList: string[];
  grantedPageCodes: ReadonlySet<string>;
  actionGrants: ActionGrants;
  /** Carrier staff with a super or all-net role: not limited to one company. */
  crossCompany: boolean;
}

const crossCompanyRoleTypes = new Set(['01', '02']);

/** The columns of a caller's context: operator, company, org and role (with the version of its pages). */
function contextColumns() {
  return {
    id: operators.id,
    account: operators.account,
    enabled: operators.enabled,
    companyId: operators.companyId,
    orgId: operators.orgId,
    roleId: operators.roleId,
    deployType: companies.deployType,
    isCarrier: companies.isCarrier,
    orgPath: organizations.path,
    roleType: roles.roleType,
    pagesVersion: roles.pagesVersion,
  };
}

interface ContextRow {
  id: number;
  account: string;
  enabled: boolean;
  companyId: number;
  orgId: number | null;
  roleId: string | null;
  deployType: number;
  isCarrier: boolean;
  orgPath: string | null;
  roleType: string | null;
  pagesVersion: number | null;
}

/** The context of an enabled operator's row; undefined for a disabled one. */
async function toOperatorContext(
  db: Database,
  row: ContextRow,
  sessionId: number,
): Promise<OperatorContext | undefined> {
  if (!row.enabled) return undefined;
  const grants =
    row.roleId !== null && row.pagesVersion !== null
      ? await roleGrantsOf(db, row.roleId, row.pagesVersion)
      : noGrants;
  return {
    sessionId,
    operatorId: row.id,
    account: row.account,
    companyId: row.companyId,
    deployType: row.deployType,
    orgId: row.orgId,
    orgPath: row.orgPath,
    roleId: row.roleId,
    roleType: row.roleType,
    ...grants,
    crossCompany: row.isCarrier && row.roleType !== null && crossCompanyRoleTypes.has(row.roleType),
  };
}

function selectContext<Extra extends SelectedFields>(db: Database, extra: Extra) {
  return db
    .select({ ...contextColumns(), ...extra })
    .from(operators)
    .innerJoin(companies, eq(companies.id, operators.companyId))
    .leftJoin(organizations, eq(organizations.id, operators.orgId))
    .leftJoin(roles, eq(roles.id, operators.roleId));
}

/** The caller's operator, company, org and role with the role's pages. */
export async function loadOperatorContext(
  db: Database,
  operatorId: number,
  sessionId: number,
): Promise<OperatorContext | undefined> {
  const [row] = await selectContext(db, {}).where(eq(operators.id, operatorId));
  return row ? toOperatorContext(db, row, sessionId) : undefined;
}

/** A session as the authenticator judges it: who, since when, last seen, revoked. */
export interface SessionTimes {
  id: number;
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
}

function prepareSessionCaller(db: Database) {
  return selectContext(db, {
    sessionId: sessions.id,
    createdAt: sessions.createdAt,
    lastSeenAt: sessions.lastSeenAt,
    revokedAt: sessions.revokedAt,
  })
    .innerJoin(sessions, eq(sessions.operatorId, operators.id))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_caller');
}

// A named statement: PostgreSQL plans the five-table join once per connection instead of on every call, where
// planning cost twice the execution.
const sessionCallerStatements = new WeakMap<Database, ReturnType<typeof prepareSessionCaller>>();

function sessionCallerStatement(db: Database) {
  let statement = sessionCallerStatements.get(db);
  if (!statement) {
    statement = prepareSessionCaller(db);
    sessionCallerStatements.set(db, statement);
  }
  return statement;
}

/**
 * The session of a token hash with its operator's context, in one round trip (every signed-in request runs it,
 * so role and session changes apply at once); the context is undefined when the operator is disabled.
 */
export async function loadSessionCaller(
  db: Database,
  tokenHash: string,
): Promise<{ session: SessionTimes; context: OperatorContext | undefined } | undefined> {
  const [row] = await sessionCallerStatement(db).execute({ tokenHash });
  if (!row) return undefined;
  const session = {
    id: row.sessionId,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    revokedAt: row.revokedAt,
  };
  return { session, context: await toOperatorContext(db, row, row.sessionId) };
}
