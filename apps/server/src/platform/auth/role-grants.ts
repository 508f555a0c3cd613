import { asc, eq, sql } from 'drizzle-orm';
import { expandPageCodes, isButtonAction, type ActionGrants, type ButtonAction } from '@simdesk/contract';
import type { Database } from '../database/connect';
import { rolePages } from '../database/schema';

/** What a role grants: its pages in the role's order, their expansion, and the button actions on each. */
export interface RoleGrants {
  /** Page codes in the role's order (the first decides a custom platform's home). */
  pageCodeList: string[];
  grantedPageCodes: ReadonlySet<string>;
  actionGrants: ActionGrants;
}

export const noGrants: RoleGrants = { pageCodeList: [], grantedPageCodes: new Set(), actionGrants: {} };

// Every signed-in call needs its caller's grants; reading and expanding a role's hundred pages each time cost as
// much as the call's own query. A role's pages are kept here under the version the database draws on every
// change of them (roles.pages_version, set by a trigger in the same transaction): a caller whose row shows
// another version reads them again, so a changed role applies on the next call, in every process.
// Kept per database: versions are drawn by each database's own sequence (tests open several in one process).
const rememberedRoles = new WeakMap<Database, Map<string, { version: number; grants: RoleGrants }>>();
const rememberedRoleLimit = 2_000;

function rolesOf(db: Database): Map<string, { version: number; grants: RoleGrants }> {
  let roles = rememberedRoles.get(db);
  if (!roles) {
    roles = new Map();
    rememberedRoles.set(db, roles);
  }
  return roles;
}

function selectRolePages(db: Database) {
  return db
    .select({ pageCode: rolePages.pageCode, actions: rolePages.actions })
    .from(rolePages)
    .where(eq(rolePages.roleId, sql.placeholder('roleId')))
    .orderBy(asc(rolePages.orderNum), asc(rolePages.pageCode))
    .prepare('role_pages_of_role');
}

const rolePagesStatements = new WeakMap<Database, ReturnType<typeof selectRolePages>>();

async function readRoleGrants(db: Database, roleId: string): Promise<RoleGrants> {
  let statement = rolePagesStatements.get(db);
  if (!statement) {
    statement = selectRolePages(db);
    rolePagesStatements.set(db, statement);
  }
  const pages = await statement.execute({ roleId });
  const actionGrants: Record<string, ButtonAction[]> = {};
  for (const page of pages) actionGrants[page.pageCode] = page.actions.filter(isButtonAction);
  const pageCodeList = pages.map((page) => page.pageCode);
  return { pageCodeList, grantedPageCodes: expandPageCodes(pageCodeList), actionGrants };
}

/** The grants of a role at `pagesVersion` (the version read with the caller's row). */
export async function roleGrantsOf(db: Database, roleId: string, pagesVersion: number): Promise<RoleGrants> {
  const roles = rolesOf(db);
  const known = roles.get(roleId);
  if (known?.version === pagesVersion) return known.grants;
  // Read after the version was: the pages kept are never older than the version they are kept under.
  const grants = await readRoleGrants(db, roleId);
  if (roles.size >= rememberedRoleLimit) roles.clear();
  roles.set(roleId, { version: pagesVersion, grants });
  return grants;
}
