import { isValidIdentifier, normalizeIdentifier } from '@simdesk/contract';
import { maximumVinBatch } from '@simdesk/contract/modules/vehicles';

/** A pasted list of VINs, read. */
export interface VinBatch {
  /** Well-formed VINs, upper-cased, each once, in the pasted order. */
  vins: string[];
  /** What is no VIN, as pasted. */
  notVins: string[];
  /** More VINs than one query may name. */
  tooMany: boolean;
}

/** The VINs of a pasted list: separated by line breaks, spaces, commas, semicolons or tabs. */
export function readVinBatch(text: string): VinBatch {
  const vins = new Set<string>();
  const notVins: string[] = [];
  for (const piece of text.split(/[\s,;]+/)) {
    if (piece === '') continue;
    if (isValidIdentifier('vin', piece)) vins.add(normalizeIdentifier('vin', piece));
    else notVins.push(piece);
  }
  return { vins: [...vins], notVins, tooMany: vins.size > maximumVinBatch };
}
