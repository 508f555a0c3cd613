// Degraded copies of a specimen picture, one per warning of spec §8: each spoils one thing the checks look at.
import sharp from 'sharp';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { encodePng, withGrain } from './grain-test-support';
import { drawSpecimenFront, specimenLayout, writeIdNumber } from './specimen-card-test-support';
import type { SpecimenPerson } from './specimen-people-test-support';

/** -9101: the frame cuts through the card's right part (a photo taken too close). */
export function withBorderCut(image: Buffer): Promise<Buffer> {
  const { cardLeft, cardWidth, imageHeight } = specimenLayout;
  return sharp(image)
    .extract({ left: 0, top: 0, width: cardLeft + cardWidth - 90, height: imageHeight })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** -9102: a black-and-white photocopy, photographed: grey print, and the camera's own grain in each channel. */
export async function asGreyCopy(image: Buffer, seed = 3): Promise<Buffer> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The grey picture as an RGB file, as a phone would save it.
  const rgb = new Uint8Array(info.width * info.height * 3);
  for (let index = 0; index < info.width * info.height; index += 1)
    rgb.fill(data[index * info.channels] ?? 0, index * 3, index * 3 + 3);
  return encodePng(withGrain(rgb, 3, seed), info.width, info.height, 3);
}

/** -9105: a flat, thumb-coloured patch lying over the address block. */
export async function withOcclusionPatch(image: Buffer, seed = 5): Promise<Buffer> {
  const { cardLeft, cardTop, address } = specimenLayout;
  const picture = await loadImage(image);
  const canvas = createCanvas(picture.width, picture.height);
  const drawing = canvas.getContext('2d');
  drawing.drawImage(picture, 0, 0);
  drawing.fillStyle = '#c98f6c';
  drawing.beginPath();
  drawing.roundRect(cardLeft + address.left + 40, cardTop + address.top + 10, 300, 120, 40);
  drawing.fill();
  // The patch takes the camera's grain as the rest of the picture: a real cover is flat, not perfectly so.
  return encodePng(withGrain(canvas.data(), 4, seed), picture.width, picture.height, 4);
}

/**
 * -9103: the picture as a camera sees it on a screen: each screen pixel 3 image pixels wide, lit red, green and
 * blue in turn, a dark gap every third row, and the slow bright-dark bands (moiré) of the two grids beating.
 */
export async function asScreenReshoot(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const shot = Buffer.alloc(data.length);
  for (let y = 0; y < info.height; y += 1) {
    const rowGap = y % 3 === 2 ? 0.62 : 1;
    for (let x = 0; x < info.width; x += 1) {
      const lit = x % 3;
      const moire = 0.9 + 0.1 * Math.cos((2 * Math.PI * (x * 0.8 + y * 0.6)) / 41);
      for (let channel = 0; channel < 3; channel += 1) {
        const offset = (y * info.width + x) * 3 + channel;
        const subPixel = channel === lit ? 1.25 : 0.8;
        shot[offset] = Math.min(255, Math.round((data[offset] ?? 0) * subPixel * rowGap * moire));
      }
    }
  }
  return encodePng(shot, info.width, info.height, 3);
}

/**
 * -9106: the front with its number edited: a patch of card ground pasted over the number and another number
 * (one sequence digit changed, so the check character no longer fits) written on it.
 */
export function withTamperedNumber(person: SpecimenPerson, seed = 1): Promise<Buffer> {
  const { idNumber } = specimenLayout;
  return drawSpecimenFront(person, seed, {
    drawNumber: (drawing) => {
      drawing.fillStyle = '#e2ebee';
      drawing.fillRect(idNumber.left, idNumber.top, idNumber.width, idNumber.height);
      writeIdNumber(drawing, tamperedIdNumber(person), 287, 483);
    },
  });
}

/** The number the tampered copy shows. */
export function tamperedIdNumber(person: SpecimenPerson): string {
  const digits = [...person.idNumber];
  digits[15] = String((Number(digits[15]) + 3) % 10);
  return digits.join('');
}

/** -9100: the same person with a card that ran out in 2014 (10 years from 2004). */
export function withExpiredCard(person: SpecimenPerson): SpecimenPerson {
  return { ...person, validFrom: '2004-06-01', validUntil: '2014-06-01' };
}
