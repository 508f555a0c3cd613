// The specimen cards are drawn in Noto Sans CJK, from Debian's fonts-noto-cjk (scripts/lib/chromium.mjs installs
// it beside chromium). No other font on the machine covers Chinese.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

export const specimenFontFamily = 'Noto Sans CJK SC';
export const specimenFontFolder = '/usr/share/fonts/opentype/noto';
const fontFiles = ['NotoSansCJK-Regular.ttc', 'NotoSansCJK-Bold.ttc'];

let registered = false;

/** Registers the font with the canvas once; fails with the package to install when a file is missing. */
export function registerSpecimenFont(folder = specimenFontFolder): void {
  const files = fontFiles.map((file) => path.join(folder, file));
  const missing = files.find((file) => !existsSync(file));
  if (missing)
    throw new Error(
      `The specimen ID cards need the CJK font ${missing}, which is missing: install Debian's fonts-noto-cjk ` +
        '(apt-get install -y fonts-noto-cjk).',
    );
  if (registered) return;
  for (const file of files) GlobalFonts.registerFromPath(file, specimenFontFamily);
  registered = true;
}
