// All checks of one side of an identity card: the image checks (border, photocopy, re-shot, occlusion) on the
// picture, and the checks of what was read (validity on the back, the number's consistency on the front).
import type { IdCardBackReading, IdCardFrontReading, IdCardSide } from '../id-card-fields';
import { findCardRegion, type ImageEdge } from '../image/card-region';
import { decodeImage } from '../image/decoded-image';
import { checkBorder } from './border-check';
import type { DocumentWarning } from './document-warnings';
import { checkOcclusion, occludedShare } from './occlusion-check';
import { cardColourfulness, checkPhotocopy } from './photocopy-check';
import { checkReshoot, screenGridPeriodicity } from './reshoot-check';
import { checkTampering, idNumberFindings, type IdNumberFindings } from './tampering-check';
import { checkValidityPeriod } from './validity-check';

/** The figures the image checks judge, kept with the result so a decision can be explained. */
export interface ImageMeasures {
  card: { found: boolean; touchedEdges: ImageEdge[]; shareOfImage: number };
  colourfulness: number;
  screenGridPeriodicity: number;
  occludedShare: number;
}

export interface IdCardCheckReport {
  /** One entry per warning code raised, in code order (-9106 first); empty when all checks passed. */
  warnings: DocumentWarning[];
  measures: ImageMeasures;
}

export interface IdCardFrontCheckReport extends IdCardCheckReport {
  idNumber: IdNumberFindings;
}

// The region checks need no detail: a 640 px picture keeps a card's layout and its flat patches.
const analysisSide = 640;

/** Measures a picture of one side of a card (JPEG, PNG or WebP). */
export async function measureDocumentImage(image: Buffer, side: IdCardSide): Promise<ImageMeasures> {
  const [small, full] = await Promise.all([decodeImage(image, analysisSide), decodeImage(image)]);
  const region = findCardRegion(small);
  return {
    card: { found: region.found, touchedEdges: region.touchedEdges, shareOfImage: region.shareOfImage },
    colourfulness: cardColourfulness(small, region),
    screenGridPeriodicity: screenGridPeriodicity(full),
    occludedShare: occludedShare(small, region, side),
  };
}

/** The warnings the image measures call for. */
export function imageWarnings(measures: ImageMeasures): DocumentWarning[] {
  return [
    ...checkBorder(measures.card),
    ...checkPhotocopy(measures.colourfulness),
    ...checkReshoot(measures.screenGridPeriodicity),
    ...checkOcclusion(measures.occludedShare),
  ];
}

function byCode(warnings: DocumentWarning[]): DocumentWarning[] {
  return [...warnings].sort((first, second) => first.code - second.code);
}

/** Checks a front picture and what was read from it. */
export async function checkIdCardFront(
  image: Buffer,
  reading: IdCardFrontReading,
): Promise<IdCardFrontCheckReport> {
  const measures = await measureDocumentImage(image, 'front');
  const idNumber = idNumberFindings(reading);
  return { warnings: byCode([...imageWarnings(measures), ...checkTampering(idNumber)]), measures, idNumber };
}

/** Checks a back picture and what was read from it; the validity period is judged on `now`. */
export async function checkIdCardBack(
  image: Buffer,
  reading: IdCardBackReading,
  now: Date,
): Promise<IdCardCheckReport> {
  const measures = await measureDocumentImage(image, 'back');
  return { warnings: byCode([...imageWarnings(measures), ...checkValidityPeriod(reading, now)]), measures };
}
