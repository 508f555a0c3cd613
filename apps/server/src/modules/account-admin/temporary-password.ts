import { randomInt } from 'node:crypto';

// Characters that read unambiguously when dictated or copied by hand (no 0/O, 1/l/I).
const characterClasses = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#%+-=?@'];
const temporaryPasswordLength = 16;

/** A strong temporary password from a CSPRNG: 16 characters with every character class. */
export function generateTemporaryPassword(): string {
  const all = characterClasses.join('');
  const characters = characterClasses.map((set) => set[randomInt(set.length)] ?? '');
  while (characters.length < temporaryPasswordLength) characters.push(all[randomInt(all.length)] ?? '');
  // Fisher–Yates, so the guaranteed classes are not always at the front.
  for (let index = characters.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
}
