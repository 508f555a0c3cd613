import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import { recordChangeCalls } from '../../calls/record-calls';
import { okRowSchema, operatorNameColumns, orderNumSchema, recordIdSchema } from '../../calls/shared-schemas';
import { treeRowSchema, type TreeRow } from '../../calls/tree-rows';

/** The org tree (sys/orgManage). */
export const orgManagePageCode = pageCodeOf('orgManage');
const orgManage = pageCalls(orgManagePageCode);

const companyIdSchema = recordIdSchema;
const orgIdSchema = recordIdSchema;

/** One org of the tree, with how many operators belong to it directly. */
export interface OrganizationTreeRow extends TreeRow<number, OrganizationTreeRow> {
  name: string;
  companyId: number;
  operatorCount: number;
}

export const organizationTreeRowSchema: z.ZodType<OrganizationTreeRow> = treeRowSchema(z.number(), {
  name: z.string(),
  companyId: z.number(),
  operatorCount: z.number(),
});

const orgNameSchema = z.string().trim().min(1).max(64);

/** The caller's org and everything below it (cross-company carrier staff: any company's whole tree). */
export const organizationTreeCall = orgManage.read('query', {
  path: 'organization/tree',
  obj: z.strictObject({ companyId: companyIdSchema.optional() }),
  row: organizationTreeRowSchema,
});

/** What a change of the org tree makes stale: the tree and the operators listed per org. */
const orgTreeReads = ['organization/tree', 'organization/operator-list'];

export const {
  add: organizationAddCall,
  edit: organizationEditCall,
  delete: organizationDeleteCall,
} = recordChangeCalls(orgManage, {
  list: 'organization/tree',
  alsoChanges: ['organization/operator-list'],
  add: {
    path: 'organization/add',
    obj: z.strictObject({ parentId: orgIdSchema, name: orgNameSchema, orderNum: orderNumSchema.optional() }),
    row: z.object({ id: z.number() }),
  },
  /** Renames or reorders an org among its siblings. */
  edit: {
    path: 'organization/edit',
    obj: z
      .strictObject({ id: orgIdSchema, name: orgNameSchema.optional(), orderNum: orderNumSchema.optional() })
      .refine((obj) => obj.name !== undefined || obj.orderNum !== undefined, 'give a name or an orderNum'),
  },
  /** Refused while the org has child orgs, operators, dealers or tasks. */
  delete: { path: 'organization/delete', obj: z.strictObject({ id: orgIdSchema }) },
});

/** Moves an org with its whole subtree under a new parent; never into its own subtree. */
export const organizationMoveCall = orgManage.change('edit', {
  path: 'organization/move',
  obj: z.strictObject({ id: orgIdSchema, parentId: orgIdSchema, orderNum: orderNumSchema.optional() }),
  row: okRowSchema,
  changes: orgTreeReads,
});

/** Moves operators from one org to another (all of them when operatorIds is absent). The spec's spelling. */
export const organizationMigrateOperatorsCall = orgManage.change('edit', {
  path: 'organization/migrate-operators-from-organizaiton',
  obj: z.strictObject({
    fromOrgId: orgIdSchema,
    toOrgId: orgIdSchema,
    operatorIds: z.array(recordIdSchema).min(1).max(1000).optional(),
  }),
  row: z.object({ movedCount: z.number() }),
  changes: [...orgTreeReads, 'operator/list'],
});

export const organizationOperatorRowSchema = z.object({
  ...operatorNameColumns,
  roleName: z.string().nullable(),
  enabled: z.boolean(),
});
export type OrganizationOperatorRow = z.infer<typeof organizationOperatorRowSchema>;

/** The operators who belong directly to one org of the caller's subtree (to pick whom to migrate). */
export const organizationOperatorListCall = orgManage.read('query', {
  path: 'organization/operator-list',
  obj: z.strictObject({ orgId: orgIdSchema }),
  row: organizationOperatorRowSchema,
  paged: true,
});
