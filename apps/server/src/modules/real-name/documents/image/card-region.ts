// Where the card lies in the photo, by its contrast with the background: the background is what can be reached
// from the image's outer ring through pixels of the ring's colour; the card is the largest connected rest (its
// printing, and anything lying on it, fully enclosed, count as card).
import type { DecodedImage } from './decoded-image';
import { median } from './statistics';

export type ImageEdge = 'left' | 'top' | 'right' | 'bottom';

export interface CardRegion {
  /** False when nothing card-sized stands out from the background. */
  found: boolean;
  /** The card's bounding box, inclusive, in the analysed image's pixels. */
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** The image edges the card touches (a card cut by the frame touches at least one). */
  touchedEdges: ImageEdge[];
  /** The card's share of the image (0–1). */
  shareOfImage: number;
  /** 1 where the pixel belongs to the card. */
  mask: Uint8Array;
}

const ringWidth = 2;
// The smallest colour distance that separates card from background; larger on a busy background.
const minimumTolerance = 40;
// A card photographed to be read fills a good part of the frame; less is no card (or no contrast).
const minimumCardShare = 0.15;

function colourDistance(pixels: Uint8Array, index: number, colour: readonly number[]): number {
  const offset = index * 3;
  const red = (pixels[offset] ?? 0) - (colour[0] ?? 0);
  const green = (pixels[offset + 1] ?? 0) - (colour[1] ?? 0);
  const blue = (pixels[offset + 2] ?? 0) - (colour[2] ?? 0);
  return Math.sqrt(red * red + green * green + blue * blue);
}

function ringIndexes({ width, height }: DecodedImage): number[] {
  const indexes: number[] = [];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      if (x < ringWidth || y < ringWidth || x >= width - ringWidth || y >= height - ringWidth)
        indexes.push(y * width + x);
  return indexes;
}

/**
 * Writes `mark` into `marks` for every pixel reachable from a start through 4-neighbours that `passable` lets
 * through and that is still unmarked (0); answers how many it marked.
 */
function floodFill(
  width: number,
  marks: Uint8Array | Int32Array,
  mark: number,
  starts: number[],
  passable: (index: number) => boolean,
): number {
  const stack: number[] = [];
  let count = 0;
  const visit = (index: number) => {
    if (marks[index] === 0 && passable(index)) {
      marks[index] = mark;
      count += 1;
      stack.push(index);
    }
  };
  for (const start of starts) visit(start);
  while (stack.length > 0) {
    const index = stack.pop() ?? 0;
    const x = index % width;
    if (x > 0) visit(index - 1);
    if (x < width - 1) visit(index + 1);
    if (index >= width) visit(index - width);
    if (index + width < marks.length) visit(index + width);
  }
  return count;
}

/** The card's region in an image analysed at a modest size (some 640 px across). */
export function findCardRegion(image: DecodedImage): CardRegion {
  const { width, height, pixels } = image;
  const ring = ringIndexes(image);
  const background = [0, 1, 2].map((channel) =>
    median(ring.map((index) => pixels[index * 3 + channel] ?? 0)),
  );
  const distances = new Float32Array(width * height);
  for (let index = 0; index < width * height; index += 1)
    distances[index] = colourDistance(pixels, index, background);
  const tolerance = Math.max(minimumTolerance, 3 * median(ring.map((index) => distances[index] ?? 0)));
  // Background pixels are labelled -1, then each connected part of the rest gets its own label from 1.
  const labels = new Int32Array(width * height);
  floodFill(width, labels, -1, ring, (index) => (distances[index] ?? 0) < tolerance);
  let largestLabel = 0;
  let largest = 0;
  let nextLabel = 1;
  for (let start = 0; start < labels.length; start += 1) {
    if (labels[start] !== 0) continue;
    const size = floodFill(width, labels, nextLabel, [start], () => true);
    if (size > largest) {
      largest = size;
      largestLabel = nextLabel;
    }
    nextLabel += 1;
  }
  const mask = new Uint8Array(width * height);
  for (let index = 0; index < labels.length; index += 1) if (labels[index] === largestLabel) mask[index] = 1;
  return regionOf(mask, largest, width, height);
}

function regionOf(mask: Uint8Array, area: number, width: number, height: number): CardRegion {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let index = 0; index < mask.length; index += 1) {
    if (!mask[index]) continue;
    const x = index % width;
    const y = Math.floor(index / width);
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  const touchedEdges: ImageEdge[] = [];
  if (area > 0) {
    // Within a pixel of the frame counts as touching: the card's own edge is not in the picture whole.
    if (left <= 1) touchedEdges.push('left');
    if (top <= 1) touchedEdges.push('top');
    if (right >= width - 2) touchedEdges.push('right');
    if (bottom >= height - 2) touchedEdges.push('bottom');
  }
  const shareOfImage = area / (width * height);
  return {
    found: shareOfImage >= minimumCardShare,
    left,
    top,
    right,
    bottom,
    touchedEdges,
    shareOfImage,
    mask,
  };
}
