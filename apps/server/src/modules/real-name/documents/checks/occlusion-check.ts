// -9105: something lying on the card (a finger, a sticker, a paper strip) shows as a large patch of one even
// colour unlike the card's own. The card's box is cut into cells; a cell is "covered" when it lies on the card,
// is nearly flat (print and text never are, the card's bare ground is but in its own colour) and its colour is
// far from the card's ground. The largest connected group of covered cells, as a share of the card, is judged.
// The portrait (front) and the emblem (back) are left out: clothing, hair and the emblem's red are flat and
// foreign by nature. So a cover lying on the portrait alone is not seen; the text area is what is guarded.
import type { IdCardSide } from '../id-card-fields';
import type { CardRegion } from '../image/card-region';
import type { DecodedImage } from '../image/decoded-image';
import { lumaAt } from '../image/decoded-image';
import { median, RunningSpread } from '../image/statistics';
import { documentWarningCode, warningIf, type DocumentWarning } from './document-warnings';

// 2 % of the card: about a fingertip over a line of the address; smaller specks are dirt, not a cover.
export const occludedShareLimit = 0.02;
const cellsAcross = 40;
const flatLumaDeviation = 6;
const foreignColourDistance = 60;
const cardCoverNeeded = 0.9;

/** Where the card's own flat colours lie, as fractions of the upright card's box: [left, top, right, bottom]. */
const pictureZones: Record<IdCardSide, readonly [number, number, number, number]> = {
  front: [0.6, 0.05, 1, 0.8],
  back: [0, 0, 0.32, 0.5],
};

interface Cell {
  onCard: boolean;
  covered: boolean;
}

function groundColour(image: DecodedImage, region: CardRegion): number[] {
  return [0, 1, 2].map((channel) => {
    const values: number[] = [];
    // Every 7th pixel is plenty for the median of a card's ground.
    for (let index = 0; index < region.mask.length; index += 7)
      if (region.mask[index]) values.push(image.pixels[index * 3 + channel] ?? 0);
    return median(values);
  });
}

function cellAt(image: DecodedImage, region: CardRegion, ground: number[], box: number[]): Cell {
  const [left = 0, top = 0, right = 0, bottom = 0] = box;
  const luma = new RunningSpread();
  const channels = [new RunningSpread(), new RunningSpread(), new RunningSpread()];
  let onCard = 0;
  let total = 0;
  for (let y = top; y < bottom; y += 1)
    for (let x = left; x < right; x += 1) {
      const index = y * image.width + x;
      total += 1;
      if (!region.mask[index]) continue;
      onCard += 1;
      luma.add(lumaAt(image.pixels, index));
      channels.forEach((spread, channel) => spread.add(image.pixels[index * 3 + channel] ?? 0));
    }
  if (total === 0 || onCard / total < cardCoverNeeded) return { onCard: false, covered: false };
  const distance = Math.hypot(...channels.map((spread, channel) => spread.mean() - (ground[channel] ?? 0)));
  const flat = Math.sqrt(luma.variance()) < flatLumaDeviation;
  return { onCard: true, covered: flat && distance > foreignColourDistance };
}

/** The largest covered part of the card as a share of it (0 when nothing covers it or no card was found). */
export function occludedShare(image: DecodedImage, region: CardRegion, side: IdCardSide): number {
  if (!region.found) return 0;
  const ground = groundColour(image, region);
  const cardWidth = region.right - region.left + 1;
  const cardHeight = region.bottom - region.top + 1;
  const cellSize = Math.max(4, Math.floor(cardWidth / cellsAcross));
  const across = Math.floor(cardWidth / cellSize);
  const down = Math.floor(cardHeight / cellSize);
  const [zoneLeft, zoneTop, zoneRight, zoneBottom] = pictureZones[side];
  const inZone = (column: number, row: number) =>
    (column + 0.5) / across >= zoneLeft &&
    (column + 0.5) / across <= zoneRight &&
    (row + 0.5) / down >= zoneTop &&
    (row + 0.5) / down <= zoneBottom;
  const cells: Cell[] = [];
  for (let row = 0; row < down; row += 1)
    for (let column = 0; column < across; column += 1) {
      const left = region.left + column * cellSize;
      const top = region.top + row * cellSize;
      cells.push(
        inZone(column, row)
          ? { onCard: true, covered: false }
          : cellAt(image, region, ground, [left, top, left + cellSize, top + cellSize]),
      );
    }
  const cardCells = cells.filter((cell) => cell.onCard).length;
  return cardCells === 0 ? 0 : largestCoveredGroup(cells, across) / cardCells;
}

/** The size of the largest 4-connected group of covered cells. */
function largestCoveredGroup(cells: Cell[], across: number): number {
  const seen = new Uint8Array(cells.length);
  let largest = 0;
  for (let start = 0; start < cells.length; start += 1) {
    if (seen[start] || !cells[start]?.covered) continue;
    seen[start] = 1;
    const stack = [start];
    let size = 0;
    while (stack.length > 0) {
      const index = stack.pop() ?? 0;
      size += 1;
      const column = index % across;
      const neighbours = [
        column > 0 ? index - 1 : -1,
        column < across - 1 ? index + 1 : -1,
        index - across,
        index + across,
      ];
      for (const next of neighbours)
        if (next >= 0 && next < cells.length && !seen[next] && cells[next]?.covered) {
          seen[next] = 1;
          stack.push(next);
        }
    }
    largest = Math.max(largest, size);
  }
  return largest;
}

export function checkOcclusion(share: number): DocumentWarning[] {
  return warningIf(
    documentWarningCode.occlusion,
    share >= occludedShareLimit ? ['uniform-patch-on-card'] : [],
  );
}
