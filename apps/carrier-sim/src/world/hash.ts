// Deterministic pseudo-randomness: every simulated fact is a pure function of a card's seed and a moment,
// so a million cards cost nothing until one is asked about, and the same question gets the same answer.

/** A 32-bit hash of a text (FNV-1a), the seed of a card from its ICCID. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let position = 0; position < text.length; position += 1) {
    hash ^= text.charCodeAt(position);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes whole numbers into one well-spread 32-bit value (murmur3's finaliser over each part). */
export function mix(...parts: number[]): number {
  let hash = 0x9e3779b9;
  for (const part of parts) {
    let value = Math.imul(part | 0, 0xcc9e2d51);
    value = (value << 15) | (value >>> 17);
    hash ^= Math.imul(value, 0x1b873593);
    hash = Math.imul((hash << 13) | (hash >>> 19), 5) + 0xe6546b64;
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A number in [0, 1) determined by the parts. */
export function unit(...parts: number[]): number {
  return mix(...parts) / 4_294_967_296;
}

/** One element of a list, chosen by the parts. */
export function pick<Item>(items: readonly Item[], ...parts: number[]): Item {
  const item = items[mix(...parts) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
