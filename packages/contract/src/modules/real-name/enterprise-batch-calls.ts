/** Enterprise registration before sale (spec §2 realname/realnameManagement/orgBatchRn and its detail). */
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import { z } from 'zod';
import { scopeFilterOptionsRowSchema } from '../../calls/shared-schemas';
import { registrationPageSchema } from './registration-schemas';
import {
  enterpriseBatchCardsObjSchema,
  enterpriseBatchIdObjSchema,
  enterpriseBatchListObjSchema,
  enterpriseBatchPageSchema,
  enterpriseBatchRowSchema,
  enterpriseBatchSubmitObjSchema,
} from './enterprise-batch-schemas';

export const orgBatchRnPageCode = pageCodeOf('orgBatchRn');
const orgBatchRn = pageCalls(orgBatchRnPageCode);

const batchReads = [
  'enterprise-batch/list',
  'enterprise-batch/detail',
  'real-name/list',
  'simcard-list/list',
];

/** The enterprise registrations of the caller's scope, newest first, with where their cards stand. */
export const enterpriseBatchListCall = orgBatchRn.read('query', {
  path: 'enterprise-batch/list',
  obj: enterpriseBatchListObjSchema,
  row: enterpriseBatchPageSchema,
});

/** What the batch list's filter bar offers: the caller's orgs, and companies for carrier staff. */
export const enterpriseBatchFilterOptionsCall = orgBatchRn.read('query', {
  path: 'enterprise-batch/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** One batch's cards with where each stands, newest first: the batch's page needs no right to the whole list. */
export const enterpriseBatchCardsCall = orgBatchRn.read('get', {
  path: 'enterprise-batch/cards',
  obj: enterpriseBatchCardsObjSchema,
  row: registrationPageSchema,
});

/** One enterprise registration with where its cards stand. */
export const enterpriseBatchDetailCall = orgBatchRn.read('get', {
  path: 'enterprise-batch/detail',
  obj: enterpriseBatchIdObjSchema,
  row: enterpriseBatchRowSchema,
});

/**
 * Registers cards of the caller's scope to an enterprise: checked here (certificate and document numbers by
 * their check characters, every card found and not registered or waiting), then sent to each card's carrier in
 * orders of at most 100 and followed until the carrier answers each card.
 */
export const enterpriseBatchSubmitCall = orgBatchRn.change('add', {
  path: 'enterprise-batch/submit',
  obj: enterpriseBatchSubmitObjSchema,
  row: enterpriseBatchRowSchema,
  changes: batchReads,
});
