/** The dictionary (sys/dictionary): platform-wide and company entries, and a company's custom addresses. */
import { z } from 'zod';
import { authenticatedAccess } from '../../calls/define-call';
import { callsWith, pageCalls } from '../../calls/declare-calls';
import { filterTextSchema, okRowSchema, orderNumSchema, recordIdSchema } from '../../calls/shared-schemas';
import { dictionaryEntrySchema } from '../operator';

const dictionary = pageCalls('sysManagement-dictionary');

/** What a change of an entry makes stale: the page's list and the dictionary every console reads. */
const dictionaryReads = ['dictionary/list', 'dictionary/company-dictionary'];

export const dictionaryListRowSchema = dictionaryEntrySchema.extend({
  orderNum: z.number(),
  enabled: z.boolean(),
  /** False for the platform-wide entries every company shares. */
  companyOwned: z.boolean(),
});
export type DictionaryListRow = z.infer<typeof dictionaryListRowSchema>;

export const dictionaryListCall = dictionary.read('query', {
  path: 'dictionary/list',
  obj: z.strictObject({
    dictType: filterTextSchema.optional(),
    dictLabel: filterTextSchema.optional(),
    enabled: z.boolean().optional(),
  }),
  row: dictionaryListRowSchema,
  paged: true,
});

/** Dictionary types a company keeps for itself through dictionary/custom/edit, never through add or edit. */
export const customDictionaryTypes = ['customAddress'] as const;
export type CustomDictionaryType = (typeof customDictionaryTypes)[number];

const dictionaryIdSchema = recordIdSchema;
const dictionaryLabelSchema = z.string().trim().min(1).max(64);
const dictionaryValueSchema = z.string().trim().min(1).max(128);

/** A new entry of the caller's company; platformWide (companyId null) is for carrier staff only. */
export const dictionaryAddCall = dictionary.change('add', {
  path: 'dictionary/add',
  obj: z.strictObject({
    dictType: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'a type starts with a letter: letters, digits, _ . -')
      .refine((type) => !(customDictionaryTypes as readonly string[]).includes(type), 'a reserved type'),
    dictLabel: dictionaryLabelSchema,
    dictValue: dictionaryValueSchema,
    orderNum: orderNumSchema.optional(),
    platformWide: z.boolean().optional(),
  }),
  row: z.object({ dictDataId: z.number() }),
  changes: dictionaryReads,
});

export const dictionaryEditCall = dictionary.change('edit', {
  path: 'dictionary/edit',
  obj: z
    .strictObject({
      dictDataId: dictionaryIdSchema,
      dictLabel: dictionaryLabelSchema.optional(),
      dictValue: dictionaryValueSchema.optional(),
      orderNum: orderNumSchema.optional(),
    })
    .refine(
      (obj) => obj.dictLabel !== undefined || obj.dictValue !== undefined || obj.orderNum !== undefined,
      'give a dictLabel, dictValue or orderNum',
    ),
  row: okRowSchema,
  changes: dictionaryReads,
});

/**
 * Enables or disables an entry. The gate is the page itself; the handler then needs the 'enable' or the
 * 'disable' action, whichever the request asks for, so a role may hold one without the other.
 */
export const dictionaryEnableOrDisableCall = dictionary.change('query', {
  path: 'dictionary/enable-or-disable',
  obj: z.strictObject({ dictDataId: dictionaryIdSchema, enabled: z.boolean() }),
  row: okRowSchema,
  changes: dictionaryReads,
});

export const customAddressEntrySchema = z.strictObject({
  /** A short name: 'Head office', 'North warehouse'. */
  dictLabel: dictionaryLabelSchema,
  /** The address itself. */
  dictValue: z.string().trim().min(1).max(200),
});

/** Replaces the caller company's custom addresses (address only) with the given list, in order. */
export const dictionaryCustomEditCall = dictionary.change('edit', {
  path: 'dictionary/custom/edit',
  obj: z.strictObject({
    dictType: z.enum(customDictionaryTypes),
    entries: z.array(customAddressEntrySchema).max(50),
  }),
  row: dictionaryEntrySchema,
  changes: ['dictionary/custom/map', 'dictionary/company-dictionary'],
});

/** The caller company's custom entries in rows[0], as a map dictType → entries (every custom type present). */
export const dictionaryCustomMapCall = callsWith(authenticatedAccess).read({
  path: 'dictionary/custom/map',
  obj: z.strictObject({}),
  row: z.record(z.string(), z.array(dictionaryEntrySchema)),
});

/** Which entries the caller may change: their company's always, platform-wide ones only as carrier staff. */
export const dictionaryScopesCall = dictionary.read('query', {
  path: 'dictionary/scopes',
  obj: z.strictObject({}),
  row: z.object({ company: z.boolean(), platformWide: z.boolean() }),
});
