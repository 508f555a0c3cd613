/** Automation rules (ruleManagement): the rules, a dry run, their trigger history and their unsubscriptions. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { ruleType } from '../../codes/rule-codes';
import { pageCalls } from '../../calls/declare-calls';
import { recordChangeCalls } from '../../calls/record-calls';
import { filterTextSchema, okRowSchema, timeRangeFilterFields } from '../../calls/shared-schemas';
import { companyIdSchema } from '../company';
import { cardIdSchema } from '../sim-cards/list/sim-card-calls';
import {
  checkRuleFields,
  ruleDryRunRowSchema,
  ruleFieldsShape,
  ruleIdSchema,
  ruleRowSchema,
  ruleTriggerRowSchema,
  ruleUnsubscribeRowSchema,
} from './rule-schemas';

export const ruleManagePageCode = pageCodeOf('ruleManage');
export const ruleHistoryPageCode = pageCodeOf('ruleHistory');
export const ruleUnsubscribeHistoryPageCode = pageCodeOf('ruleUnsubscribeHistory');

const ruleManage = pageCalls(ruleManagePageCode);
const ruleHistory = pageCalls(ruleHistoryPageCode);
const ruleUnsubscribeHistory = pageCalls(ruleUnsubscribeHistoryPageCode);
const ruleIdObjSchema = z.strictObject({ id: ruleIdSchema });

const ruleReads = ['rule/list', 'rule/detail'];

export const ruleListCall = ruleManage.read('query', {
  path: 'rule/list',
  obj: z.strictObject({
    /** Carrier staff may narrow to one company; others see their own. */
    companyId: companyIdSchema.optional(),
    name: filterTextSchema.optional(),
    ruleType: ruleType.schema.optional(),
    enabled: z.boolean().optional(),
  }),
  row: ruleRowSchema,
  paged: true,
});

export const ruleDetailCall = ruleManage.read('get', {
  path: 'rule/detail',
  obj: ruleIdObjSchema,
  row: ruleRowSchema,
});

export const {
  add: ruleAddCall,
  edit: ruleUpdateCall,
  delete: ruleDeleteCall,
} = recordChangeCalls(ruleManage, {
  list: 'rule/list',
  get: 'rule/detail',
  /** A rule belongs to the company and org of the operator who adds it; it sees only their cards. */
  add: {
    path: 'rule/add',
    obj: z.strictObject({ ...ruleFieldsShape, enabled: z.boolean().optional() }).superRefine(checkRuleFields),
    row: z.object({ id: z.number() }),
  },
  /** The whole rule is sent again: its type, parameters, scope and actions are checked together. */
  edit: {
    path: 'rule/update',
    obj: z.strictObject({ id: ruleIdSchema, ...ruleFieldsShape }).superRefine(checkRuleFields),
  },
  /** Its trigger history stays, under the rule's name. */
  delete: { path: 'rule/delete', obj: ruleIdObjSchema },
});

function ruleSwitch(action: 'enable' | 'disable', path: string) {
  return ruleManage.change(action, { path, obj: ruleIdObjSchema, row: okRowSchema, changes: ruleReads });
}

export const ruleEnableCall = ruleSwitch('enable', 'rule/enable');
export const ruleDisableCall = ruleSwitch('disable', 'rule/disable');

/** Which cards a rule would trigger now, without recording anything: a saved rule, or one being edited. */
export const ruleDryRunCall = ruleManage.read('query', {
  path: 'rule/dry-run',
  /** `id`: the saved rule being edited, so cards it already triggered in the period are counted apart. */
  obj: z.strictObject({ id: ruleIdSchema.optional(), ...ruleFieldsShape }).superRefine(checkRuleFields),
  row: ruleDryRunRowSchema,
});

/** The filters both histories take: company (carrier staff), rule, card number (exactly) and time. */
const historyFilterFields = {
  companyId: companyIdSchema.optional(),
  ruleId: ruleIdSchema.optional(),
  cardNumber: z.string().trim().min(1).max(32).optional(),
  ...timeRangeFilterFields,
};

export const ruleTriggerListCall = ruleHistory.read('query', {
  path: 'rule-history/list',
  obj: z.strictObject({
    ...historyFilterFields,
    ruleType: ruleType.schema.optional(),
    cardId: cardIdSchema.optional(),
  }),
  row: ruleTriggerRowSchema,
  paged: true,
});

export const ruleUnsubscribeListCall = ruleUnsubscribeHistory.read('query', {
  path: 'rule-unsubscribe-history/list',
  obj: z.strictObject(historyFilterFields),
  row: ruleUnsubscribeRowSchema,
  paged: true,
});
