/**
 * Testing before sale (spec §2 realname/testingManagement: testingCardManagement, testRnRecord, testerManagement
 * with its detail, add and edit pages).
 */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import { scopeFilterOptionsRowSchema } from '../../calls/shared-schemas';
import * as schemas from './testing-schemas';

export const testerManagementPageCode = pageCodeOf('testerManagement');
const testerPage = pageCalls(testerManagementPageCode);

const testerReads = ['tester/list', 'tester/detail', 'test-card/list', 'test-record/list'];

/** The testers of the caller's scope, newest first, with the cards each tests now. */
export const testerListCall = testerPage.read('query', {
  path: 'tester/list',
  obj: schemas.testerListObjSchema,
  row: schemas.testerPageSchema,
});

export const testerFilterOptionsCall = testerPage.read('query', {
  path: 'tester/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

export const testerDetailCall = testerPage.read('get', {
  path: 'tester/detail',
  obj: schemas.testerIdObjSchema,
  row: schemas.testerRowSchema,
});

/** Adds a tester; an ID number already among the company's testers is refused. */
export const testerAddCall = testerPage.change('add', {
  path: 'tester/add',
  obj: schemas.testerAddObjSchema,
  row: schemas.testerRowSchema,
  changes: testerReads,
});

export const testerEditCall = testerPage.change('edit', {
  path: 'tester/edit',
  obj: schemas.testerEditObjSchema,
  row: schemas.testerRowSchema,
  changes: testerReads,
});

/** Removes a tester who tests nothing now; one with past tests is kept, disabled, so the records keep a name. */
export const testerDeleteCall = testerPage.change('delete', {
  path: 'tester/delete',
  obj: schemas.testerIdObjSchema,
  row: z.object({ id: z.number() }),
  changes: testerReads,
});

export const testingCardManagementPageCode = pageCodeOf('testingCardManagement');
const testCardPage = pageCalls(testingCardManagementPageCode);

const testCardReads = ['test-card/list', 'test-card/capacity', 'test-record/list', 'tester/list'];

/** The testable cards (state 6) of the caller's scope and who tests each now. */
export const testCardListCall = testCardPage.read('query', {
  path: 'test-card/list',
  obj: schemas.testCardListObjSchema,
  row: schemas.testCardPageSchema,
});

export const testCardFilterOptionsCall = testCardPage.read('query', {
  path: 'test-card/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** The enabled testers a test may be started for (names masked), for the start dialog. */
export const testCardTesterOptionsCall = testCardPage.read('query', {
  path: 'test-card/tester-options',
  obj: z.strictObject({}),
  row: schemas.testerRowSchema,
});

/** How many of the company's testers test now, of the five that may. */
export const testingCapacityCall = testCardPage.read('query', {
  path: 'test-card/capacity',
  obj: z.strictObject({}),
  row: schemas.testingCapacityRowSchema,
});

/** Starts tests: a tester's registration on each card, checked whole, at most five testers at once. */
export const testStartCall = testCardPage.change('add', {
  path: 'test-card/start',
  obj: schemas.testStartObjSchema,
  row: schemas.testRecordRowSchema,
  changes: testCardReads,
});

/** Ends the tests of cards. */
export const testEndCall = testCardPage.change('delete', {
  path: 'test-card/end',
  obj: schemas.testEndObjSchema,
  row: schemas.testRecordRowSchema,
  changes: testCardReads,
});

export const testRnRecordPageCode = pageCodeOf('testRnRecord');
const testRecordPage = pageCalls(testRnRecordPageCode);

/** Every test registration of the caller's scope, newest first. */
export const testRecordListCall = testRecordPage.read('query', {
  path: 'test-record/list',
  obj: schemas.testRecordListObjSchema,
  row: schemas.testRecordPageSchema,
});

export const testRecordFilterOptionsCall = testRecordPage.read('query', {
  path: 'test-record/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

export const testRecordDetailCall = testRecordPage.read('get', {
  path: 'test-record/detail',
  obj: z.strictObject({ id: schemas.testerIdObjSchema.shape.id }),
  row: schemas.testRecordRowSchema,
});
