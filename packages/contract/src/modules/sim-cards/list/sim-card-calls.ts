import { z } from 'zod';
import { pageCodeOf } from '../../../pages/product-map';
import { carrier } from '../../../codes/card-codes';
import { cardStatus } from '../../../codes/card-status';
import { realNameStatus } from '../../../codes/real-name-codes';
import { vehicleStatus } from '../../../codes/vehicle-codes';
import { isValidIdentifier, normalizeIdentifier } from '../../../rules/identifiers';
import { pageCalls } from '../../../calls/declare-calls';
import {
  bigRecordIdSchema,
  codesFilter,
  companyColumns,
  dateTimeSchema,
  keysetPageOf,
  orgColumns,
  recordIdSchema,
  scopeFilterOptionsRowSchema,
} from '../../../calls/shared-schemas';

/** The SIM card list's page code: its calls are granted by its button actions. */
export const simCardListPageCode = pageCodeOf('simCardList');
const simCardList = pageCalls(simCardListPageCode);

/** How many numbers one batch query, tag change or export selection may name. */
export const maximumCardBatch = 1000;

/** Rows per page of the card list: keyset pages, so the size is the only paging number. */
export const simCardPageSizes = [20, 50, 100, 200] as const;

/** The kinds of number that name a card. */
export const cardNumberKinds = ['iccid', 'msisdn', 'imsi'] as const;
export type CardNumberKind = (typeof cardNumberKinds)[number];

/**
 * The kinds a pasted number may be: a 15-digit number is both a possible MSISDN and an IMSI, so a number
 * can match more than one column. Empty when it has the shape of none.
 */
export function kindsOfCardNumber(value: string): CardNumberKind[] {
  return cardNumberKinds.filter((kind) => isValidIdentifier(kind, value));
}

/** A card number as searched: normalised like the quick search (no spaces or dashes, capitals). */
export function normalizeCardNumber(value: string): string {
  return normalizeIdentifier('msisdn', value);
}

/** A card as calls name it. */
export const cardIdSchema = bigRecordIdSchema;
/** A card as a person names it: its ICCID, MSISDN or IMSI. */
export const cardNumberSchema = z.string().trim().min(1).max(32);

/** A custom tag: short, no commas (the list and import files separate tags with them). */
export const customTagSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[^,;\n]+$/, 'cards:tags.invalid');

const kilobytesSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The list's filters; every one narrows within the caller's company and org subtree. */
export const simCardFilterSchema = z.strictObject({
  cardStatus: codesFilter(cardStatus),
  carrier: carrier.schema.optional(),
  /** Carrier staff only: one company of the many they see. */
  companyId: recordIdSchema.optional(),
  /** Cards of this org and everything below it. */
  orgId: recordIdSchema.optional(),
  realNameStatus: realNameStatus.schema.optional(),
  vehicleStatus: vehicleStatus.schema.optional(),
  activatedFrom: dateTimeSchema.optional(),
  activatedTo: dateTimeSchema.optional(),
  /** Cards carrying any of these tags. */
  tags: z.array(customTagSchema).max(20).optional(),
  dataUsedFromKilobytes: kilobytesSchema.optional(),
  dataUsedToKilobytes: kilobytesSchema.optional(),
  /** ICCIDs, MSISDNs and IMSIs mixed, as pasted into the batch query. */
  batchNumbers: z.array(cardNumberSchema).max(maximumCardBatch, 'cards:batch.tooMany').optional(),
  /** One number from the quick search or the search box: ICCID, MSISDN or IMSI. */
  cardNumber: cardNumberSchema.optional(),
  /** The kind the quick search said the number is; without it any kind matches. */
  numberType: z.enum(cardNumberKinds).optional(),
});
export type SimCardFilter = z.infer<typeof simCardFilterSchema>;

/** The list's columns in their order; an export writes the same columns in the same order. */
export const simCardColumnKeys = [
  'iccid',
  'msisdn',
  'imsi',
  'cardStatus',
  'realNameStatus',
  'carrier',
  'company',
  'org',
  'imei',
  'vin',
  'vehicleStatus',
  'ratePlan',
  'activatedAt',
  'openedAt',
  'dataUsedMonth',
  'tags',
  'remark',
] as const;
export type SimCardColumnKey = (typeof simCardColumnKeys)[number];

/** True for a key that names a list column. */
export function isSimCardColumn(key: string): key is SimCardColumnKey {
  return (simCardColumnKeys as readonly string[]).includes(key);
}

/** One card as the list shows it. */
export const simCardRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  ...orgColumns,
  carrierAccountId: z.number().nullable(),
  carrier: carrier.schema,
  iccid: z.string(),
  msisdn: z.string().nullable(),
  imsi: z.string().nullable(),
  imei: z.string().nullable(),
  cardStatus: cardStatus.schema,
  realNameStatus: realNameStatus.schema,
  vehicleStatus: vehicleStatus.schema.nullable(),
  vin: z.string().nullable(),
  openedAt: z.string().nullable(),
  activatedAt: z.string().nullable(),
  ratePlan: z.string().nullable(),
  dataUsedMonthKilobytes: z.number(),
  remark: z.string().nullable(),
  tags: z.array(z.string()),
  statusChangedAt: z.string().nullable(),
});
export type SimCardRow = z.infer<typeof simCardRowSchema>;

/** One keyset page: the cards, where the next page starts, and the total (estimated when large). */
export const simCardPageSchema = keysetPageOf('cards', simCardRowSchema);
export type SimCardPage = z.infer<typeof simCardPageSchema>;

/**
 * The SIM card list, newest card first, in keyset pages: send the previous page's `nextCursor` as `cursor`.
 * Answers one row, the page. Batch queries name at most 1,000 numbers.
 */
export const simCardListCall = simCardList.read('query', {
  path: 'simcard-list/list',
  obj: simCardFilterSchema.extend({
    cursor: cardIdSchema.optional(),
    pageSize: z.number().int().min(1).max(200).default(20),
  }),
  row: simCardPageSchema,
});

/** The custom tags in use on the cards the caller sees, most used first, for the filter and the tag editor. */
export const simCardGetCustomTagCall = simCardList.read('query', {
  path: 'simcard-list/get-custom-tag',
  obj: z.strictObject({
    /** Only the tags of these cards (the tag editor of a selection). */
    cardIds: z.array(cardIdSchema).max(maximumCardBatch, 'cards:batch.tooMany').optional(),
  }),
  row: z.object({ tag: z.string(), count: z.number() }),
});

/** add: give the cards these tags too; remove: take these away; replace: the cards have exactly these. */
export const tagChangeModes = ['add', 'remove', 'replace'] as const;

/** Changes the custom tags of up to 1,000 cards at once; every card must be within the caller's scope. */
export const simCardSetCustomTagCall = simCardList.change('edit', {
  path: 'simcard-list/set-custom-tag',
  obj: z.strictObject({
    cardIds: z.array(cardIdSchema).min(1).max(maximumCardBatch, 'cards:batch.tooMany'),
    tags: z.array(customTagSchema).max(20),
    mode: z.enum(tagChangeModes),
  }),
  row: z.object({ updated: z.number() }),
  changes: ['simcard-list/list', 'simcard-list/get-custom-tag'],
});

/** Sets or clears (empty text) one card's remark. */
export const simCardRemarkCall = simCardList.change('edit', {
  path: 'simcard/remark',
  obj: z.strictObject({
    cardId: cardIdSchema,
    remark: z.string().trim().max(200),
  }),
  row: z.object({ id: z.number(), remark: z.string().nullable() }),
  changes: ['simcard-list/list', 'simcard-display/card-detail'],
});

/** What the list's filter bar offers: the orgs in the caller's scope, and companies for carrier staff. */
export const simCardFilterOptionsCall = simCardList.read('query', {
  path: 'simcard-list/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});
