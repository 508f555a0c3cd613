// Testing before sale: the people who test vehicles (testers) hold test registrations of testable cards (card
// state 6) while they test; at most five testers of a company test at once (spec §9).
import { z } from 'zod';
import { cardFilterFields } from './card-filter-fields';
import { testRegistrationStatus } from '../../codes/real-name-codes';
import {
  bigRecordIdSchema,
  codesFilter,
  companyColumns,
  keysetPageOf,
  keysetRequestFields,
  operatorNameColumns,
  optionalTextColumn,
  optionalTimeColumn,
  orgColumns,
  placedCardColumns,
  recordIdSchema,
  scopeFilterFields,
  timeColumn,
  timeRangeFilterFields,
} from '../../calls/shared-schemas';
import { phoneSchema } from '../../rules/schemas';
import { residentIdNumberSchema } from './service-hall-schemas';

/** Spec §9: the most testers of one company testing at the same time. */
export const maximumTestersExecuting = 5;

/** How many cards one start or end of tests names (pasted, or read from a file). */
export const maximumTestCardBatch = 500;

const testerFields = {
  name: z.string().trim().min(2, 'realNameTesting:tester.nameRequired').max(30),
  mobile: phoneSchema,
  note: z.string().trim().max(200).optional(),
};

/** A new tester of the caller's company, at the caller's org: their resident ID card is what they test under. */
export const testerAddObjSchema = z.strictObject({
  ...testerFields,
  idNumber: residentIdNumberSchema,
  /** The org the tester works at; the caller's own when absent. */
  orgId: recordIdSchema.optional(),
});
export type TesterAddObj = z.infer<typeof testerAddObjSchema>;

/**
 * A tester's name, mobile, note and whether they may start tests; the ID number stays as added. The name and
 * mobile are stored sealed and read masked: absent, they are kept as they are.
 */
export const testerEditObjSchema = z.strictObject({
  id: bigRecordIdSchema,
  name: testerFields.name.optional(),
  mobile: testerFields.mobile.optional(),
  note: testerFields.note,
  enabled: z.boolean(),
});
export type TesterEditObj = z.infer<typeof testerEditObjSchema>;

export const testerIdObjSchema = z.strictObject({ id: bigRecordIdSchema });

export const testerFilterSchema = z.strictObject({
  /** Part of the tester's name is not searchable (sealed): the exact ID number is, by its blind index. */
  idNumber: z.string().trim().toUpperCase().min(6).max(18).optional(),
  /** Only testers testing now (true), or only idle ones (false). */
  executing: z.boolean().optional(),
  enabled: z.boolean().optional(),
  ...scopeFilterFields,
});
export type TesterFilter = z.infer<typeof testerFilterSchema>;

export const testerListObjSchema = testerFilterSchema.extend(keysetRequestFields);

/** A tester as lists show them: name, ID number and mobile masked; how many cards they test now; who added them. */
export const testerRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  ...orgColumns,
  testerName: z.string(),
  idNumber: z.string(),
  mobile: z.string(),
  note: optionalTextColumn,
  enabled: z.boolean(),
  /** Cards the tester tests now: executing while above 0. */
  cardsUnderTest: z.number(),
  ...operatorNameColumns,
  createdAt: timeColumn,
});
export type TesterRow = z.infer<typeof testerRowSchema>;

export const testerPageSchema = keysetPageOf('testers', testerRowSchema);
export type TesterPage = z.infer<typeof testerPageSchema>;

/** How many of the company's testers test now, and the most that may. */
export const testingCapacityRowSchema = z.object({
  executing: z.number(),
  maximum: z.number(),
});
export type TestingCapacityRow = z.infer<typeof testingCapacityRowSchema>;

const testCardNumbersSchema = z
  .array(z.string().trim().min(1).max(32))
  .min(1)
  .max(maximumTestCardBatch, 'realNameTesting:cards.tooMany');

/**
 * A tester starts testing cards of the caller's scope in state 6 (testable) that no one tests now: refused whole
 * when one is not, or when the tester would be a sixth tester testing at once.
 */
export const testStartObjSchema = z.strictObject({
  testerId: bigRecordIdSchema,
  cardNumbers: testCardNumbersSchema,
});
export type TestStartObj = z.infer<typeof testStartObjSchema>;

/** Ends the tests of cards: each must be tested now. */
export const testEndObjSchema = z.strictObject({ cardNumbers: testCardNumbersSchema });
export type TestEndObj = z.infer<typeof testEndObjSchema>;

export const testCardFilterSchema = z.strictObject({
  cardNumber: cardFilterFields.cardNumber,
  /** Only cards tested now (true), or only idle ones (false). */
  testing: z.boolean().optional(),
  testerId: bigRecordIdSchema.optional(),
  ...scopeFilterFields,
});
export type TestCardFilter = z.infer<typeof testCardFilterSchema>;

export const testCardListObjSchema = testCardFilterSchema.extend(keysetRequestFields);
export type TestCardListObj = z.infer<typeof testCardListObjSchema>;

/** A testable card and, while it is tested, who tests it since when. */
export const testCardRowSchema = z.object({
  id: z.number(),
  ...placedCardColumns,
  vin: optionalTextColumn,
  testRegistrationId: z.number().nullable(),
  testerId: z.number().nullable(),
  testerName: optionalTextColumn,
  testStartedAt: optionalTimeColumn,
});
export type TestCardRow = z.infer<typeof testCardRowSchema>;

export const testCardPageSchema = keysetPageOf('cards', testCardRowSchema);
export type TestCardPage = z.infer<typeof testCardPageSchema>;

export const testRecordFilterSchema = z.strictObject({
  status: codesFilter(testRegistrationStatus),
  cardNumber: cardFilterFields.cardNumber,
  testerId: bigRecordIdSchema.optional(),
  ...timeRangeFilterFields,
  ...scopeFilterFields,
});
export type TestRecordFilter = z.infer<typeof testRecordFilterSchema>;

export const testRecordListObjSchema = testRecordFilterSchema.extend(keysetRequestFields);

/** One test registration: the card, the tester (masked), when it started and ended, and who started it. */
export const testRecordRowSchema = z.object({
  id: z.number(),
  ...placedCardColumns,
  testerId: z.number(),
  testerName: z.string(),
  status: testRegistrationStatus.schema,
  /** Who started the test. */
  startedAt: timeColumn,
  endedAt: optionalTimeColumn,
  ...operatorNameColumns,
});
export type TestRecordRow = z.infer<typeof testRecordRowSchema>;

export const testRecordPageSchema = keysetPageOf('records', testRecordRowSchema);
export type TestRecordPage = z.infer<typeof testRecordPageSchema>;
