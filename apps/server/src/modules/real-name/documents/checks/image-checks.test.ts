// Each image check on its degraded specimen copy and on the clean pictures (no OCR here: the fields' checks
// have their own tests, and the OCR test reads the tampered and expired cards).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  asGreyCopy,
  asScreenReshoot,
  withBorderCut,
  withOcclusionPatch,
} from '../specimens/degraded-copies-test-support';
import { drawSpecimenBack, drawSpecimenFront } from '../specimens/specimen-card-test-support';
import { specimenPerson } from '../specimens/specimen-people-test-support';
import { imageWarnings, measureDocumentImage, type ImageMeasures } from './check-id-card';

const measured = new Map<string, ImageMeasures>();

function warningsOf(name: string) {
  const measures = measured.get(name);
  if (!measures) throw new Error(`${name} was not measured`);
  return imageWarnings(measures);
}

beforeAll(async () => {
  const person = specimenPerson(4);
  const front = await drawSpecimenFront(person, 4);
  const back = await drawSpecimenBack(person, 5);
  const pictures = {
    front,
    back,
    'border cut': await withBorderCut(front),
    'grey copy': await asGreyCopy(back),
    're-shot': await asScreenReshoot(front),
    occluded: await withOcclusionPatch(front),
  };
  for (const [name, picture] of Object.entries(pictures))
    measured.set(
      name,
      await measureDocumentImage(picture, name === 'back' || name === 'grey copy' ? 'back' : 'front'),
    );
}, 60_000);

describe('image checks', { timeout: 30_000 }, () => {
  it('raise nothing on the clean front and back', () => {
    expect(warningsOf('front')).toEqual([]);
    expect(warningsOf('back')).toEqual([]);
    expect(measured.get('front')?.card).toMatchObject({ found: true, touchedEdges: [] });
  });

  it.each([
    ['border cut', -9101, 'card-touches-edge'],
    ['grey copy', -9102, 'no-colour'],
    ['re-shot', -9103, 'screen-pixel-grid'],
    ['occluded', -9105, 'uniform-patch-on-card'],
  ] as const)('find the %s (%i) and nothing else', (name, code, reason) => {
    expect(warningsOf(name)).toEqual([{ code, reasons: [reason] }]);
  });

  it('say the card is missing when nothing stands out from the background', () => {
    const empty = { found: false, touchedEdges: [], shareOfImage: 0 };
    const warnings = imageWarnings({
      card: empty,
      colourfulness: 20,
      screenGridPeriodicity: 0,
      occludedShare: 0,
    });
    expect(warnings).toEqual([{ code: -9101, reasons: ['card-not-found'] }]);
  });
});
