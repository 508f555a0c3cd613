/** The machine-card binding page (securityManagement/binding): each card's device, bind, unbind, rebind. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import { bigRecordIdSchema, scopeFilterOptionsRowSchema } from '../../calls/shared-schemas';
import { imeiSchema } from './imei';
import { bindingListObjSchema, bindingPageSchema, bindingRowSchema } from './security-schemas';

/** The binding page's code: its calls are granted by its button actions. */
export const bindingPageCode = pageCodeOf('binding');
const binding = pageCalls(bindingPageCode);

const bindingReads = ['binding/list', 'separation/list'] as const;

/** The cards' bindings, newest first, in keyset pages: send the previous page's `nextCursor` as `cursor`. */
export const bindingListCall = binding.read('query', {
  path: 'binding/list',
  obj: bindingListObjSchema,
  row: bindingPageSchema,
});

/** What the binding page's filter bar offers: the caller's orgs, and companies for carrier staff. */
export const bindingFilterOptionsCall = binding.read('query', {
  path: 'binding/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/**
 * Binds a card of the caller's scope to a device IMEI (checked with its Luhn digit); a bound card is rebound.
 * Answers the binding as stored.
 */
export const bindCardCall = binding.change('add', {
  path: 'binding/bind',
  obj: z.strictObject({ cardId: bigRecordIdSchema, imei: imeiSchema }),
  row: bindingRowSchema,
  changes: bindingReads,
});

/** Unbinds a card: the network may then see it in any device without a separation being recorded. */
export const unbindCardCall = binding.change('delete', {
  path: 'binding/unbind',
  obj: z.strictObject({ cardId: bigRecordIdSchema }),
  row: bindingRowSchema,
  changes: bindingReads,
});
