import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { asScreenReshoot } from '../specimens/degraded-copies-test-support';
import {
  drawSpecimenBack,
  drawSpecimenFront,
  drawSpecimenLivePhoto,
} from '../specimens/specimen-card-test-support';
import { specimenPerson } from '../specimens/specimen-people-test-support';
import { createPictureComparisonFaceCheck } from './picture-comparison-face-check';

describe('the picture-comparison face check', () => {
  const faceCheck = createPictureComparisonFaceCheck();

  it('scores the specimen live photo high against a card front, and a different picture low', async () => {
    const person = specimenPerson(3);
    const [front, live, back] = await Promise.all([
      drawSpecimenFront(person),
      drawSpecimenLivePhoto(),
      drawSpecimenBack(person),
    ]);
    const same = await faceCheck.compare(front, live);
    expect(same.score).toBeGreaterThanOrEqual(80);
    expect(same.livenessPassed).toBe(true);
    const other = await faceCheck.compare(front, back);
    expect(other.score).toBeLessThan(60);
  });

  it('fails liveness for a photo of a screen and for a picture too small to show a face', async () => {
    const front = await drawSpecimenFront(specimenPerson(4));
    const live = await drawSpecimenLivePhoto();
    expect((await faceCheck.compare(front, await asScreenReshoot(live))).livenessPassed).toBe(false);
    const tiny = await sharp(live).resize(120, 150).png().toBuffer();
    expect(await faceCheck.compare(front, tiny)).toEqual({ score: 0, livenessPassed: false });
  });
});
