// -9102: a black-and-white copy has no colour of its own. Colourfulness after Hasler and Süsstrunk (2003): the
// spread of the opponent channels red−green and yellow−blue over the card. The image is first balanced so the
// card's mean is neutral (grey world): the cast of the light on a grey copy does not count as colour, while the
// card's own colours (blue labels, tinted security print, the portrait, the red emblem) do.
import type { CardRegion } from '../image/card-region';
import type { DecodedImage } from '../image/decoded-image';
import { RunningSpread } from '../image/statistics';
import { documentWarningCode, warningIf, type DocumentWarning } from './document-warnings';

// A printed card photographed in colour scores some 10–30; a grey copy under any light scores about 0–2.
export const photocopyColourfulnessLimit = 5;

// Colour is judged on 4 × 4 pixel blocks: sensor grain, which differs channel by channel even on a grey copy,
// averages out, while printed colour (labels, portrait, emblem) spans whole blocks.
const blockSize = 4;

/** The mean colour of every block lying wholly on the card (every block when no card was found). */
function blockColours(image: DecodedImage, region: CardRegion): [number, number, number][] {
  const blocks: [number, number, number][] = [];
  for (let top = 0; top + blockSize <= image.height; top += blockSize)
    for (let left = 0; left + blockSize <= image.width; left += blockSize) {
      const sums = [0, 0, 0];
      let onCard = true;
      for (let y = top; y < top + blockSize && onCard; y += 1)
        for (let x = left; x < left + blockSize; x += 1) {
          const index = y * image.width + x;
          if (region.found && !region.mask[index]) {
            onCard = false;
            break;
          }
          for (let channel = 0; channel < 3; channel += 1)
            sums[channel] = (sums[channel] ?? 0) + (image.pixels[index * 3 + channel] ?? 0);
        }
      const area = blockSize * blockSize;
      if (onCard) blocks.push([(sums[0] ?? 0) / area, (sums[1] ?? 0) / area, (sums[2] ?? 0) / area]);
    }
  return blocks;
}

/** The card's colour spread (0 for grey); over the whole image when no card was found. */
export function cardColourfulness(image: DecodedImage, region: CardRegion): number {
  const blocks = blockColours(image, region);
  const means = [new RunningSpread(), new RunningSpread(), new RunningSpread()];
  for (const block of blocks) block.forEach((value, channel) => means[channel]?.add(value));
  const grey = means.reduce((sum, spread) => sum + spread.mean(), 0) / 3;
  const gains = means.map((spread) => (spread.mean() > 0 ? grey / spread.mean() : 1));
  const redGreen = new RunningSpread();
  const yellowBlue = new RunningSpread();
  for (const [red, green, blue] of blocks) {
    const [balancedRed, balancedGreen, balancedBlue] = [red, green, blue].map(
      (value, channel) => value * (gains[channel] ?? 1),
    ) as [number, number, number];
    redGreen.add(balancedRed - balancedGreen);
    yellowBlue.add((balancedRed + balancedGreen) / 2 - balancedBlue);
  }
  return Math.sqrt(redGreen.variance() + yellowBlue.variance());
}

export function checkPhotocopy(colourfulness: number): DocumentWarning[] {
  return warningIf(
    documentWarningCode.photocopy,
    colourfulness < photocopyColourfulnessLimit ? ['no-colour'] : [],
  );
}
