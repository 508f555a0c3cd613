/**
 * The owner's service hall (spec §1: the public route /serviceHall): no sign-in, the link's secret is the only
 * key, and it opens one card's registration only.
 */
import { callsWith } from '../../calls/declare-calls';
import { publicAccess } from '../../calls/define-call';
import {
  documentReadingRowSchema,
  faceCheckRowSchema,
  serviceHallConfirmObjSchema,
  serviceHallFaceObjSchema,
  serviceHallReadObjSchema,
  serviceHallStateRowSchema,
  serviceHallTokenObjSchema,
} from './service-hall-schemas';

const linkHolder = callsWith(publicAccess);
const stateReads = ['service-hall/open'];

/** Where the link's registration stands; a link expired, withdrawn or unknown is refused alike. */
export const serviceHallOpenCall = linkHolder.read({
  path: 'service-hall/open',
  obj: serviceHallTokenObjSchema,
  row: serviceHallStateRowSchema,
});

/** Reads one side of the owner's identity card by OCR and checks it (spec §8 warnings); the picture is sealed. */
export const serviceHallReadCall = linkHolder.change({
  path: 'service-hall/read-document',
  obj: serviceHallReadObjSchema,
  row: documentReadingRowSchema,
  changes: stateReads,
});

/** The owner's data as confirmed, the mobile and the consent; refused while a picture has a warning. */
export const serviceHallConfirmCall = linkHolder.change({
  path: 'service-hall/confirm',
  obj: serviceHallConfirmObjSchema,
  row: serviceHallStateRowSchema,
  changes: stateReads,
});

/** Compares a live photo with the card's portrait; passed, the registration goes to the carrier and the link is used. */
export const serviceHallFaceCheckCall = linkHolder.change({
  path: 'service-hall/face-check',
  obj: serviceHallFaceObjSchema,
  row: faceCheckRowSchema,
  changes: stateReads,
});
