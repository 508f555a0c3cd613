/** Rate plans per company (companyBill page) and their assignment to cards (simCardBill page). */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import { okRowSchema } from '../../calls/shared-schemas';
import { companyIdSchema } from '../company';
import { cardIdSchema, maximumCardBatch, simCardFilterSchema } from '../sim-cards/list/sim-card-calls';
import { ratePlanFieldsShape, ratePlanIdSchema, ratePlanRowSchema } from './bill-schemas';

export const simCardBillPageCode = pageCodeOf('simCardBill');
export const companyBillPageCode = pageCodeOf('companyBill');

const companyBill = pageCalls(companyBillPageCode);
const simCardBill = pageCalls(simCardBillPageCode);

const ratePlanReads = ['bill/rate-plan/list', 'bill/rate-plan/options'];

/** The rate plans of the caller's company, or of one company carrier staff choose (all when they choose none). */
export const ratePlanListCall = companyBill.read('query', {
  path: 'bill/rate-plan/list',
  obj: z.strictObject({ companyId: companyIdSchema.optional() }),
  row: ratePlanRowSchema,
});

/** The plans a card of the company can be given, for the assignment dialog of the card bill page. */
export const ratePlanOptionsCall = simCardBill.read('query', {
  path: 'bill/rate-plan/options',
  obj: z.strictObject({ companyId: companyIdSchema.optional() }),
  row: ratePlanRowSchema,
});

/** A plan belongs to the caller's company; carrier staff name the company. */
export const ratePlanAddCall = companyBill.change('add', {
  path: 'bill/rate-plan/add',
  obj: z.strictObject({ companyId: companyIdSchema.optional(), ...ratePlanFieldsShape }),
  row: z.object({ id: z.number() }),
  changes: ratePlanReads,
});

/** New prices count from the next recompute of a month; bills already computed keep theirs. */
export const ratePlanUpdateCall = companyBill.change('edit', {
  path: 'bill/rate-plan/update',
  obj: z.strictObject({ id: ratePlanIdSchema, ...ratePlanFieldsShape }),
  row: okRowSchema,
  changes: ratePlanReads,
});

/** Refused while cards are on the plan. */
export const ratePlanDeleteCall = companyBill.change('delete', {
  path: 'bill/rate-plan/delete',
  obj: z.strictObject({ id: ratePlanIdSchema }),
  row: okRowSchema,
  changes: ratePlanReads,
});

/**
 * Puts cards on a plan of their company: chosen cards (all must be in the caller's scope) or every card a
 * SIM card list filter selects, in one statement.
 */
export const ratePlanAssignCall = simCardBill.change('edit', {
  path: 'bill/rate-plan/assign',
  obj: z
    .strictObject({
      ratePlanId: ratePlanIdSchema,
      cardIds: z.array(cardIdSchema).min(1).max(maximumCardBatch).optional(),
      filter: simCardFilterSchema.optional(),
    })
    .refine((obj) => (obj.filter === undefined) !== (obj.cardIds === undefined), {
      message: 'bills:assign.oneSelection',
      path: ['cardIds'],
    }),
  row: z.object({ assigned: z.number() }),
  changes: [...ratePlanReads, 'bill/card/list'],
});
