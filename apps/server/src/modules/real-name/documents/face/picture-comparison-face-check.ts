// The default face check: no face model ships offline, so this one compares pictures, not faces — the portrait
// area of the card (where every resident identity card prints it) with the middle of the live photo, as small
// grey thumbnails by correlation. Deterministic, so tests and the demo know their outcome; a deployment that
// registers real owners sets a face-verification service behind the same interface.
import sharp from 'sharp';
import { screenGridPeriodicity, reshootPeriodicityLimit } from '../checks/reshoot-check';
import { findCardRegion } from '../image/card-region';
import { decodeImage } from '../image/decoded-image';
import { DocumentReadError } from '../id-card-ocr-provider';
import type { FaceCheckProvider, FaceCheckResult } from './face-check-provider';

/** The portrait's place on the front of a resident identity card, as shares of the card's width and height. */
export const portraitArea = { left: 0.666, top: 0.13, width: 0.28, height: 0.556 } as const;

const thumbnail = { width: 24, height: 30 } as const;
const analysisSide = 640;
/** A live photo smaller than this on its short side shows too little of a face to compare. */
const smallestLiveSide = 200;

async function greyThumbnail(picture: sharp.Sharp): Promise<Float64Array> {
  const data = await picture
    .resize(thumbnail.width, thumbnail.height, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  return Float64Array.from(data);
}

function correlation(first: Float64Array, second: Float64Array): number {
  const mean = (values: Float64Array) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [firstMean, secondMean] = [mean(first), mean(second)];
  let [product, firstSquares, secondSquares] = [0, 0, 0];
  first.forEach((value, index) => {
    const [a, b] = [value - firstMean, (second[index] ?? 0) - secondMean];
    product += a * b;
    firstSquares += a * a;
    secondSquares += b * b;
  });
  const spread = Math.sqrt(firstSquares * secondSquares);
  return spread === 0 ? 0 : product / spread;
}

/** The card's portrait area as a grey thumbnail, or null when no card stands out in the picture. */
async function portraitThumbnail(documentFront: Buffer): Promise<Float64Array | null> {
  const small = await decodeImage(documentFront, analysisSide);
  const region = findCardRegion(small);
  if (!region.found) return null;
  const full = await sharp(documentFront).rotate().metadata();
  const scale = Math.max(full.width ?? 0, full.height ?? 0) / Math.max(small.width, small.height);
  const [cardWidth, cardHeight] = [region.right - region.left + 1, region.bottom - region.top + 1];
  const extract = {
    left: Math.round((region.left + cardWidth * portraitArea.left) * scale),
    top: Math.round((region.top + cardHeight * portraitArea.top) * scale),
    width: Math.max(1, Math.round(cardWidth * portraitArea.width * scale)),
    height: Math.max(1, Math.round(cardHeight * portraitArea.height * scale)),
  };
  return greyThumbnail(sharp(documentFront).rotate().extract(extract));
}

/** The middle of the live photo in the portrait's proportions, as a grey thumbnail. */
async function liveThumbnail(livePhoto: Buffer, width: number, height: number): Promise<Float64Array> {
  const ratio = thumbnail.width / thumbnail.height;
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(cropWidth / ratio));
  const extract = {
    left: Math.floor((width - cropWidth) / 2),
    top: Math.floor((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  };
  return greyThumbnail(sharp(livePhoto).rotate().extract(extract));
}

export function createPictureComparisonFaceCheck(): FaceCheckProvider {
  return {
    name: 'picture-comparison',
    async compare(documentFront, livePhoto): Promise<FaceCheckResult> {
      const live = await decodeImage(livePhoto);
      if (Math.min(live.width, live.height) < smallestLiveSide) {
        return { score: 0, livenessPassed: false };
      }
      const portrait = await portraitThumbnail(documentFront);
      if (!portrait) throw new DocumentReadError('no identity card was found on the front picture');
      // A photo of a screen is no live person.
      const livenessPassed = screenGridPeriodicity(live) < reshootPeriodicityLimit;
      const score = Math.round(
        Math.max(0, correlation(portrait, await liveThumbnail(livePhoto, live.width, live.height))) * 100,
      );
      return { score, livenessPassed };
    },
  };
}
