import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { buttonActions, type ButtonAction } from '../../access/actions';
import { roleType } from '../../codes/account-codes';
import { pageCalls } from '../../calls/declare-calls';
import { recordChangeCalls } from '../../calls/record-calls';
import { treeRowSchema, type TreeRow } from '../../calls/tree-rows';
import { companyColumns, filterTextSchema, recordIdSchema } from '../../calls/shared-schemas';

/** Roles and what a role grants (sys/roleManage). */
export const roleManagePageCode = pageCodeOf('roleManage');
const roleManage = pageCalls(roleManagePageCode);

/** The carrier super admin's role: every page, never deleted or changed. */
export const builtInRoleId = '1';

/** 0 for the highest role type ('01' super), growing downwards; unknown types rank below every known one. */
export function roleTypeRank(code: string | null): number {
  const index = code === null ? -1 : (roleType.codes as readonly string[]).indexOf(code);
  return index === -1 ? roleType.codes.length : index;
}

/**
 * A dealer account holds dealer-level roles only (region, '60'): the company-wide types (province and above)
 * stay with the company's own staff, so a dealer's people never administer the company.
 */
export function isDealerAccountRoleType(code: string | null): boolean {
  return code === roleType.byName.region;
}

/** Nobody hands out a role type above their own: 01 super > 02 all-net > 03 province > 60 region. */
export function canAssignRoleType(callerRoleType: string | null, target: string): boolean {
  return (
    roleType.has(target) && callerRoleType !== null && roleTypeRank(target) >= roleTypeRank(callerRoleType)
  );
}

const companyIdSchema = recordIdSchema;
export const roleIdSchema = z.string().trim().min(1).max(64);

/** One page code a role grants, with the button actions ticked on it. */
export const rolePageGrantSchema = z.strictObject({
  pageCode: z.string().trim().min(1).max(200),
  actions: z.array(z.enum(buttonActions)).max(buttonActions.length),
});
export type RolePageGrant = z.infer<typeof rolePageGrantSchema>;

const roleFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(64),
  roleType: roleType.schema,
  description: z.string().trim().max(200).optional(),
  /** What was ticked, in tree order; parents of a hyphenated code are implied and need not be sent. */
  pageGrants: z.array(rolePageGrantSchema).max(1000),
});

export const roleRowSchema = z.object({
  roleId: z.string(),
  ...companyColumns,
  name: z.string(),
  roleType: z.string(),
  description: z.string().nullable(),
  operatorCount: z.number(),
  createTime: z.string(),
  builtIn: z.boolean(),
});
export type RoleRow = z.infer<typeof roleRowSchema>;

export const roleDetailRowSchema = roleRowSchema.extend({ pageGrants: z.array(rolePageGrantSchema) });
export type RoleDetailRow = z.infer<typeof roleDetailRowSchema>;

/** The roles of the caller's company; carrier staff with a cross-company role may pick another company. */
export const roleListCall = roleManage.read('query', {
  path: 'role/list',
  obj: z.strictObject({
    companyId: companyIdSchema.optional(),
    name: filterTextSchema.optional(),
    roleType: roleType.schema.optional(),
  }),
  row: roleRowSchema,
  paged: true,
});

export const roleGetCall = roleManage.read('query', {
  path: 'role/get',
  obj: z.strictObject({ roleId: roleIdSchema }),
  row: roleDetailRowSchema,
});

export const {
  add: roleAddCall,
  edit: roleEditCall,
  delete: roleDeleteCall,
} = recordChangeCalls(roleManage, {
  list: 'role/list',
  get: 'role/get',
  /** Creates a role in the caller's company (or, for cross-company carrier staff, the given one). */
  add: {
    path: 'role/add',
    obj: roleFieldsSchema.extend({ companyId: companyIdSchema.optional() }),
    row: z.object({ roleId: z.string() }),
  },
  /** Replaces a role's name, type, description and grants; operators holding it get them on their next request. */
  edit: { path: 'role/edit', obj: roleFieldsSchema.extend({ roleId: roleIdSchema }) },
  /** Refused while operators hold the role, and for the built-in role '1'. */
  delete: { path: 'role/delete', obj: z.strictObject({ roleId: roleIdSchema }) },
});

/** One page code of the tree, with the actions the caller may grant on it. */
export interface PageCodeTreeRow extends TreeRow<string, PageCodeTreeRow> {
  /** The page code. */
  menuCode: string;
  /** i18n key in the `pages` namespace. */
  titleKey: string;
  /** The actions the caller may grant on this page. */
  actions: ButtonAction[];
}

export const pageCodeTreeRowSchema: z.ZodType<PageCodeTreeRow> = treeRowSchema(z.string(), {
  menuCode: z.string(),
  titleKey: z.string(),
  actions: z.array(z.enum(buttonActions)),
});

/** The registry's page codes the caller holds, with the actions they hold on each: all they may grant. */
export const rolePageCodeTreeCall = roleManage.read('query', {
  path: 'role/page-code-tree',
  obj: z.strictObject({}),
  row: pageCodeTreeRowSchema,
});

/** The role types the caller may give a role: their own and the ones below it. */
export const roleAssignableTypesCall = roleManage.read('query', {
  path: 'role/assignable-types',
  obj: z.strictObject({}),
  row: z.object({ roleType: roleType.schema }),
});
