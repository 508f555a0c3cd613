// Cell areas the network reports with a record: a location area code and a cell id in one of a few cities.
// A card moves around its home city; on some records the network does not know the cell (null).
import { mix, pick, unit } from './hash';

export interface CellArea {
  /** Location (tracking) area code, 4 hex digits. */
  lac: string;
  /** Cell id, 7 hex digits (E-UTRAN cell identity). */
  cellId: string;
  city: string;
}

const cities = [
  'Beijing',
  'Shanghai',
  'Guangzhou',
  'Shenzhen',
  'Chongqing',
  'Wuhan',
  'Hefei',
  'Changchun',
] as const;

const hex = (value: number, digits: number) =>
  (value % 16 ** digits).toString(16).toUpperCase().padStart(digits, '0');

/** The cell a card used at a moment (`salt` separates the kinds of record); null when unknown. */
export function cellAreaAt(seed: number, time: number, salt: number): CellArea | null {
  const hour = Math.floor(time / 3_600_000);
  if (unit(seed, hour, salt, 401) < 0.08) return null;
  // Three cities out of four are the card's home city; the rest of the time it is on the road.
  const city =
    unit(seed, hour, 402) < 0.75 ? pick(cities, seed, 403) : pick(cities, seed, Math.floor(hour / 24), 404);
  const area = mix(seed, hour, 405);
  return { lac: hex(mix(city.length, area % 64, 406), 4), cellId: hex(mix(area, salt, 407), 7), city };
}
