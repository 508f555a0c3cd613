// -9103: a card photographed off a screen carries the screen's pixel grid: a fine pattern (the sub-pixel stripes,
// the dark gaps between pixels) that repeats every few image pixels across the whole picture. The fine detail
// of each row (second difference of luma) is compared with itself shifted by 2–7 pixels; the grid makes the two
// alike at its period in nearly every row, while print, text and sensor noise do not repeat at a fixed short
// period. The median row decides, so a band of text cannot. Lag 8 is left out: JPEG's 8×8 blocks repeat there.
import type { DecodedImage } from '../image/decoded-image';
import { lumaAt } from '../image/decoded-image';
import { median } from '../image/statistics';
import { documentWarningCode, warningIf, type DocumentWarning } from './document-warnings';

// A screen grid scores 0.4 and more in the median row; a clean photo or scan stays under about 0.1.
export const reshootPeriodicityLimit = 0.25;
const shortestPeriod = 2;
const longestPeriod = 7;
// The centre of the picture, at its own resolution (a resize would blur the grid away), is enough to judge.
const windowWidth = 1024;
const windowHeight = 768;
const rowStep = 2;

/** The second difference of a line of luma values. */
function fineDetail(line: Float32Array): Float32Array {
  const detail = new Float32Array(Math.max(0, line.length - 2));
  for (let x = 1; x < line.length - 1; x += 1)
    detail[x - 1] = 2 * (line[x] ?? 0) - (line[x - 1] ?? 0) - (line[x + 1] ?? 0);
  return detail;
}

// White noise, through the second difference [-1, 2, -1], still correlates at lag 2 by 1/6 (and at lag 1 by
// -4/6): that much is the sensor's grain, not a grid, and is taken off.
const noiseCorrelation = new Map([[2, 1 / 6]]);

/**
 * The autocorrelation of `detail` at each lag from shortestPeriod to longestPeriod, beyond what white noise
 * shows there (0 for grain, 1 for a pure repeat).
 */
function correlations(detail: Float32Array): number[] {
  let energy = 0;
  for (const value of detail) energy += value * value;
  const answers: number[] = [];
  for (let lag = shortestPeriod; lag <= longestPeriod; lag += 1) {
    let sum = 0;
    for (let x = 0; x + lag < detail.length; x += 1) sum += (detail[x] ?? 0) * (detail[x + lag] ?? 0);
    const noise = noiseCorrelation.get(lag) ?? 0;
    answers.push(energy > 0 ? (sum / energy - noise) / (1 - noise) : 0);
  }
  return answers;
}

/** The strongest short-period repetition of the median row or column (about 0 for a photo, up to 1 for a grid). */
function periodicity(lines: Float32Array[]): number {
  const perLine = lines.map((line) => correlations(fineDetail(line)));
  let strongest = 0;
  for (let lagIndex = 0; lagIndex <= longestPeriod - shortestPeriod; lagIndex += 1)
    strongest = Math.max(strongest, median(perLine.map((answers) => answers[lagIndex] ?? 0)));
  return strongest;
}

/** How strongly the centre of the image repeats at a screen-pixel period, across rows or down columns. */
export function screenGridPeriodicity(image: DecodedImage): number {
  const width = Math.min(windowWidth, image.width);
  const height = Math.min(windowHeight, image.height);
  const left = Math.floor((image.width - width) / 2);
  const top = Math.floor((image.height - height) / 2);
  const luma = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      luma[y * width + x] = lumaAt(image.pixels, (top + y) * image.width + left + x);
  const rows: Float32Array[] = [];
  for (let y = 0; y < height; y += rowStep) rows.push(luma.subarray(y * width, (y + 1) * width));
  const columns: Float32Array[] = [];
  for (let x = 0; x < width; x += rowStep) {
    const column = new Float32Array(height);
    for (let y = 0; y < height; y += 1) column[y] = luma[y * width + x] ?? 0;
    columns.push(column);
  }
  return Math.max(periodicity(rows), periodicity(columns));
}

export function checkReshoot(periodicity: number): DocumentWarning[] {
  return warningIf(
    documentWarningCode.reshot,
    periodicity >= reshootPeriodicityLimit ? ['screen-pixel-grid'] : [],
  );
}
