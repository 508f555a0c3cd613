import { z } from 'zod';
import { pageCodeOf } from '../../../pages/product-map';
import { pageCalls } from '../../../calls/declare-calls';
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
