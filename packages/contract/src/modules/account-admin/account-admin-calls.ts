/** System administration of operators and their app credentials (sys/userManage); dealers in dealer-calls. */
import { z } from 'zod';
import { pageCalls } from '../../calls/declare-calls';
import {
  encryptedPasswordSchema,
  filterTextSchema,
  okRowSchema,
  operatorNameColumns,
  recordIdSchema,
} from '../../calls/shared-schemas';
import {
  adminRoleIdSchema,
  appInfoRowSchema,
  appSecretRowSchema,
  editedContactFields,
  newAccountNameSchema,
  newContactFields,
  operatorIdObjSchema,
  operatorSearchFields,
  personNameSchema,
  remarkSchema,
  temporaryPasswordRowSchema,
  userManagePageCode,
} from './account-admin-schemas';
import { operatorAdminCalls } from './admin-call-families';

const userManage = pageCalls(userManagePageCode);

/** The filters of the operator list. */
export const operatorListFilterSchema = z.strictObject({
  /** Cross-company carrier staff only: one company's operators. */
  companyId: recordIdSchema.optional(),
  ...operatorSearchFields,
  /** The org and everything below it. */
  orgId: recordIdSchema.optional(),
  roleId: adminRoleIdSchema.optional(),
  enabled: z.boolean().optional(),
});

/** What adding, changing or removing an operator changes: the lists and counts that show operators. */
const operatorListReads = [
  'operator/list',
  'organization/tree',
  'organization/operator-list',
  'role/list',
  'operator/superior-list',
  'dealer/account-list',
];

/** What a change of an operator's sign-in (lock, password) changes: the lists that show it. */
const operatorSignInReads = ['operator/list', 'dealer/account-list'];

/** What a change of an operator's app credentials changes. */
const appInfoReads = ['operator/get-app-info', 'operator/list'];

/** The operator page's calls: every operator in the caller's scope, with an org and a role. */
export const {
  list: operatorListCall,
  get: operatorGetCall,
  formOptions: operatorFormOptionsCall,
  add: operatorAddCall,
  edit: operatorEditCall,
  disableOrEnable: operatorDisableOrEnableCall,
  delete: operatorDeleteCall,
} = operatorAdminCalls(userManage, {
  paths: {
    list: 'operator/list',
    get: 'operator/get',
    formOptions: 'operator/form-options',
    add: 'operator/add',
    edit: 'operator/edit',
    disableOrEnable: 'operator/disable-or-enable',
    delete: 'operator/delete',
  },
  filter: operatorListFilterSchema,
  /** The org decides the company; the role must be one the caller may hand out. */
  added: z.strictObject({
    account: newAccountNameSchema,
    name: personNameSchema,
    ...newContactFields,
    orgId: recordIdSchema,
    roleId: adminRoleIdSchema,
    superiorId: recordIdSchema.optional(),
    remark: remarkSchema.optional(),
    password: encryptedPasswordSchema.optional(),
  }),
  edited: z.strictObject({
    operatorId: recordIdSchema,
    name: personNameSchema,
    ...editedContactFields,
    orgId: recordIdSchema,
    roleId: adminRoleIdSchema,
    superiorId: recordIdSchema.nullable(),
    remark: remarkSchema.nullable(),
  }),
  changes: operatorListReads,
  enableChanges: [
    'operator/list',
    'organization/operator-list',
    'operator/superior-list',
    'dealer/account-list',
  ],
});

/** Enabled operators of one company within the caller's scope that an operator may report to. */
export const operatorSuperiorListCall = userManage.read('query', {
  path: 'operator/superior-list',
  obj: z.strictObject({
    companyId: recordIdSchema.optional(),
    keyword: filterTextSchema.optional(),
    /** The operator being edited: neither they nor anyone reporting to them can be their superior. */
    operatorId: recordIdSchema.optional(),
  }),
  row: z.object(operatorNameColumns),
});

/** Ends a lockout after failed sign-ins at once. */
export const operatorUnlockCall = userManage.change('enable', {
  path: 'operator/unlock',
  obj: operatorIdObjSchema,
  row: okRowSchema,
  changes: operatorSignInReads,
});

/**
 * An administrator resets another operator's password: a temporary one (answered once) unless one is given,
 * to be changed at the next sign-in; every session ends. Not 'operator/reset-password': that path is the
 * public last step of the forgotten-password flow.
 */
export const operatorAdminResetPasswordCall = userManage.change('edit', {
  path: 'operator/admin-reset-password',
  obj: z.strictObject({ operatorId: recordIdSchema, password: encryptedPasswordSchema.optional() }),
  row: temporaryPasswordRowSchema,
  changes: operatorSignInReads,
});

/** The app key and the masked secret of an operator's API credentials. */
export const getAppInfoCall = userManage.read('get', {
  path: 'operator/get-app-info',
  obj: operatorIdObjSchema,
  row: appInfoRowSchema,
});

/** The secret in clear after the caller proves their own password again; audited, attempts limited. */
export const safeGetAppInfoCall = userManage.audited('get', {
  path: 'operator/safe-get-app-info',
  obj: z.strictObject({ operatorId: recordIdSchema, password: encryptedPasswordSchema }),
  row: appSecretRowSchema,
});

/** A change of an operator's API credentials, answering them as they now are. */
function appCredentialsChange<Row extends z.ZodType>(path: string, row: Row) {
  return userManage.change('edit', { path, obj: operatorIdObjSchema, row, changes: appInfoReads });
}

/** Makes API credentials for an operator that has none; the secret is answered this once. */
export const addAppInfoCall = appCredentialsChange('operator/add-app-info', appSecretRowSchema);

/** A new secret (the old one stops working at once), answered this once. */
export const resetAppSecretCall = appCredentialsChange('operator/reset-app-secret', appSecretRowSchema);

/** A new app key; the secret stays, and is not answered. */
export const resetAppKeyCall = appCredentialsChange('operator/reset-app-key', appInfoRowSchema);
