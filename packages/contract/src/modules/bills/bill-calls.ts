/** Card bills (simCardBill) and company bills (companyBill) of a month: lists, chart, recompute, export. */
import { z } from 'zod';
import { pageCalls } from '../../calls/declare-calls';
import {
  keysetRequestFields,
  exportRequestSchema,
  exportTaskRowSchema,
  recordIdSchema,
  scopeFilterOptionsRowSchema,
} from '../../calls/shared-schemas';
import { billDifferenceReason } from '../../codes/bill-codes';
import { companyIdSchema } from '../company';
import {
  billDifferencePageSchema,
  billMonthSchema,
  billMonthTotalRowSchema,
  cardBillPageSchema,
  companyBillPageSchema,
  ratePlanIdSchema,
} from './bill-schemas';
import { companyBillPageCode, simCardBillPageCode } from './rate-plan-calls';

const companyBill = pageCalls(companyBillPageCode);
const simCardBill = pageCalls(simCardBillPageCode);

/** The card bill list's filters; each narrows within the caller's company and org subtree. */
export const cardBillFilterSchema = z.strictObject({
  month: billMonthSchema,
  companyId: companyIdSchema.optional(),
  orgId: recordIdSchema.optional(),
  /** ICCID or MSISDN, exactly. */
  cardNumber: z.string().trim().min(1).max(32).optional(),
  ratePlanId: ratePlanIdSchema.optional(),
  /** Only cards that used more than their included data. */
  overIncluded: z.boolean().optional(),
});
export type CardBillFilter = z.infer<typeof cardBillFilterSchema>;

/** One keyset page of card bills, largest id first, with the totals of every bill the filters select. */
export const cardBillListCall = simCardBill.read('query', {
  path: 'bill/card/list',
  obj: cardBillFilterSchema.extend(keysetRequestFields),
  row: cardBillPageSchema,
});

/** The card bills a filter selects, as CSV or XLSX in the caller's locale (a task in the task centre). */
export const cardBillExportRequestSchema = exportRequestSchema(cardBillFilterSchema);
export type CardBillExportRequest = z.infer<typeof cardBillExportRequestSchema>;

export const cardBillExportCall = simCardBill.change('export', {
  path: 'bill/card/export',
  obj: cardBillExportRequestSchema,
  row: exportTaskRowSchema.extend({ fileName: z.string() }),
  changes: ['task/list'],
});

const companyFilterFields = { companyId: companyIdSchema.optional() };

/** Company bills, newest month first; `month` narrows to one. */
export const companyBillListCall = companyBill.read('query', {
  path: 'bill/company/list',
  obj: z.strictObject({ ...companyFilterFields, month: billMonthSchema.optional(), ...keysetRequestFields }),
  row: companyBillPageSchema,
});

/** The last 12 months before the running one, summed over the companies in scope, for the chart. */
export const billMonthTotalsCall = companyBill.read('query', {
  path: 'bill/company/months',
  obj: z.strictObject(companyFilterFields),
  row: billMonthTotalRowSchema,
});

/** Where our bills and the carrier's disagree, each with its reason. */
export const billDifferenceListCall = companyBill.read('get', {
  path: 'bill/difference/list',
  obj: z.strictObject({
    ...companyFilterFields,
    month: billMonthSchema,
    reason: billDifferenceReason.schema.optional(),
    ...keysetRequestFields,
  }),
  row: billDifferencePageSchema,
});

/**
 * Computes the month's bills again from the stored usage and the rate plans (replacing the month's bills
 * of the companies in scope), then reconciles them with the carrier's bill: a task in the task centre.
 */
export const billRecomputeCall = companyBill.change('edit', {
  path: 'bill/recompute',
  obj: z.strictObject({ ...companyFilterFields, month: billMonthSchema }),
  row: z.object({ taskId: z.number() }),
  changes: [
    'task/list',
    'bill/company/list',
    'bill/company/months',
    'bill/card/list',
    'bill/difference/list',
  ],
});

/** What a bill page's filter bar offers: the orgs in the caller's scope, and companies for carrier staff. */
export const companyBillFilterOptionsCall = companyBill.read('query', {
  path: 'bill/company/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

export const cardBillFilterOptionsCall = simCardBill.read('query', {
  path: 'bill/card/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});
