import { z } from 'zod';
import { pageCodeOf } from '../../../pages/product-map';
import { pageCalls } from '../../../calls/declare-calls';
import { bigRecordIdSchema } from '../../../calls/shared-schemas';
import { changeItemRowSchema } from '../../sim-cards/change/card-change-calls';
import { cardNumberSchema } from '../../sim-cards/list/sim-card-calls';
import { cardDiagnosisRowSchema } from './diagnosis-schemas';

/** The card diagnosis page's code. */
export const cardDiagnosisPageCode = pageCodeOf('enhancedNetwork-cardDiagnose');
const diagnosis = pageCalls(cardDiagnosisPageCode);

/**
 * Diagnoses a card the caller sees, named by ICCID, MSISDN or IMSI: the carrier is asked every check at once;
 * a check it cannot answer is 'unchecked', never an error. Fixes go through the change calls of their own pages.
 */
export const cardDiagnoseCall = diagnosis.read('get', {
  path: 'card-diagnosis/diagnose',
  obj: z.strictObject({ cardNumber: cardNumberSchema }),
  row: cardDiagnosisRowSchema,
});

/**
 * A diagnosed card's latest changes only, the carrier not asked: what the page reads again while an order is
 * open, diagnosing the card once more when they have settled.
 */
export const cardDiagnosisChangesCall = diagnosis.read('get', {
  path: 'card-diagnosis/changes',
  obj: z.strictObject({ cardId: bigRecordIdSchema }),
  row: z.object({ changes: z.array(changeItemRowSchema) }),
});
