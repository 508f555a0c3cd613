/** The carrier's limit of cards per call (OneLink: 100). */
export const carrierBatchLimit = 100;

/** Splits a list into consecutive batches of at most `size`, keeping the order. */
export function splitIntoBatches<Item>(items: readonly Item[], size = carrierBatchLimit): Item[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error('batch size must be a whole number of at least 1');
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
