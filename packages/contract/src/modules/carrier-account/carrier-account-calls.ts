/** Carrier boss accounts (sys/carrierAccount): a company's enterprise account at a carrier's platform. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { carrier } from '../../codes/card-codes';
import { pageCalls } from '../../calls/declare-calls';
import { recordChangeCalls } from '../../calls/record-calls';
import { filterTextSchema, okRowSchema } from '../../calls/shared-schemas';
import { companyIdSchema, httpUrlSchema } from '../company';
import {
  carrierAccountIdSchema,
  carrierAccountNameSchema,
  carrierAccountRowSchema,
  carrierAppIdSchema,
  carrierCheckRowSchema,
  carrierEnterpriseInfoRowSchema,
  carrierPasswordSchema,
  carrierProfileRowSchema,
} from './carrier-account-schemas';

export const carrierAccountPageCode = pageCodeOf('carrierAccount');

const carrierAccounts = pageCalls(carrierAccountPageCode);
const accountIdObjSchema = z.strictObject({ id: carrierAccountIdSchema });

/** What a change of one account changes: the list, and the account's detail. */
const accountReads = ['carrier-boss-account/list', 'carrier-boss-account/detail'];

/** What an account states: its name, carrier, address and credentials at the carrier. */
const accountFieldsSchema = z.strictObject({
  name: carrierAccountNameSchema,
  carrier: carrier.schema,
  baseUrl: httpUrlSchema,
  appId: carrierAppIdSchema,
  password: carrierPasswordSchema,
});

/** A read of one account: what the console stores, or what the carrier says live. */
function accountRead<Row extends z.ZodType>(path: string, row: Row) {
  return carrierAccounts.read('get', { path, obj: accountIdObjSchema, row });
}

/** Switches one account on or off for the console's carrier calls. */
function accountSwitch(action: 'enable' | 'disable', path: string) {
  return carrierAccounts.change(action, {
    path,
    obj: accountIdObjSchema,
    row: okRowSchema,
    changes: accountReads,
  });
}

export const carrierAccountListCall = carrierAccounts.read('query', {
  path: 'carrier-boss-account/list',
  obj: z.strictObject({
    /** Carrier staff may narrow to one company; others always see their own. */
    companyId: companyIdSchema.optional(),
    name: filterTextSchema.optional(),
    carrier: carrier.schema.optional(),
    enabled: z.boolean().optional(),
  }),
  row: carrierAccountRowSchema,
  paged: true,
});

export const carrierAccountDetailCall = accountRead('carrier-boss-account/detail', carrierAccountRowSchema);

export const {
  add: carrierAccountAddCall,
  edit: carrierAccountUpdateCall,
  delete: carrierAccountDeleteCall,
} = recordChangeCalls(carrierAccounts, {
  list: 'carrier-boss-account/list',
  get: 'carrier-boss-account/detail',
  add: {
    path: 'carrier-boss-account/add',
    obj: z.strictObject({
      /** Carrier staff name the company; others add to their own. */
      companyId: companyIdSchema.optional(),
      ...accountFieldsSchema.shape,
      enabled: z.boolean().optional(),
    }),
    row: z.object({ id: z.number() }),
  },
  /** Omitted fields stay; an omitted password keeps the stored one (the console never has it to send back). */
  edit: {
    path: 'carrier-boss-account/update',
    obj: z.strictObject({ id: carrierAccountIdSchema, ...accountFieldsSchema.partial().shape }),
  },
  /** Refused while cards still belong to the account. */
  delete: { path: 'carrier-boss-account/delete', obj: accountIdObjSchema },
});

export const carrierAccountEnableCall = accountSwitch('enable', 'carrier-boss-account/enable');
export const carrierAccountDisableCall = accountSwitch('disable', 'carrier-boss-account/disable');

/** A live test of the stored credentials: a token and one cheap query; the result is kept on the account. */
export const carrierAccountCheckCall = carrierAccounts.change('edit', {
  path: 'carrier-boss-account/check',
  obj: accountIdObjSchema,
  row: carrierCheckRowSchema,
  changes: accountReads,
});

/** The enterprise account as the carrier reports it, asked live. */
export const carrierAccountEnterpriseInfoCall = accountRead(
  'carrier-boss-account/ec-user-account-info',
  carrierEnterpriseInfoRowSchema,
);

/** How the console talks to the account's carrier: limits and the recent call log. */
export const carrierAccountProfileCall = accountRead('carrier-boss-account/profile', carrierProfileRowSchema);
