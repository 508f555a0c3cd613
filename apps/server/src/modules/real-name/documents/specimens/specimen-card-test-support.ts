// Draws specimen identity cards as a phone would photograph them: the card (85.6 × 54 mm at 10 px/mm) on a dark
// desk, with a little sensor noise. Front: 姓名 性别 民族 出生 住址 公民身份号码 and a drawn portrait placeholder;
// back: an emblem placeholder, the titles, 签发机关 and 有效期限. Same person, same pixels.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { encodePng, withGrain } from './grain-test-support';
import type { SpecimenPerson } from './specimen-people-test-support';
import { registerSpecimenFont, specimenFontFamily } from './specimen-font-test-support';

/** Where the card lies in the picture, for the degraded copies. */
export const specimenLayout = {
  imageWidth: 1000,
  imageHeight: 680,
  cardLeft: 72,
  cardTop: 70,
  cardWidth: 856,
  cardHeight: 540,
  /** The address block and the number line on the front, relative to the card. */
  address: { left: 130, top: 248, width: 360, height: 140 },
  idNumber: { left: 280, top: 448, width: 460, height: 44 },
} as const;

const labelColour = '#2f64b0';
const textColour = '#161616';
const addressCharactersPerLine = 11;

type Drawing = SKRSContext2D;

function font(size: number, bold = false): string {
  return `${bold ? 'bold ' : ''}${size}px "${specimenFontFamily}"`;
}

function write(
  drawing: Drawing,
  text: string,
  x: number,
  y: number,
  colour: string,
  size: number,
  bold = false,
) {
  drawing.fillStyle = colour;
  drawing.font = font(size, bold);
  drawing.fillText(text, x, y);
}

/** The desk, the card's ground with its pale security print, and the card's origin moved to (0, 0). */
function startCard(seed: number): { drawing: Drawing; finish: () => Promise<Buffer> } {
  registerSpecimenFont();
  const layout = specimenLayout;
  const canvas = createCanvas(layout.imageWidth, layout.imageHeight);
  const drawing = canvas.getContext('2d');
  const desk = drawing.createLinearGradient(0, 0, layout.imageWidth, layout.imageHeight);
  desk.addColorStop(0, '#2d3b4b');
  desk.addColorStop(1, '#24303d');
  drawing.fillStyle = desk;
  drawing.fillRect(0, 0, layout.imageWidth, layout.imageHeight);
  drawing.translate(layout.cardLeft, layout.cardTop);
  const ground = drawing.createLinearGradient(0, 0, layout.cardWidth, layout.cardHeight);
  ground.addColorStop(0, '#e4efe9');
  ground.addColorStop(1, '#dde8f3');
  drawing.fillStyle = ground;
  drawing.beginPath();
  drawing.roundRect(0, 0, layout.cardWidth, layout.cardHeight, 30);
  drawing.fill();
  drawing.save();
  drawing.clip();
  drawing.strokeStyle = 'rgba(120, 160, 200, 0.25)';
  drawing.lineWidth = 1.5;
  for (let wave = 0; wave < 14; wave += 1) {
    drawing.beginPath();
    for (let x = 0; x <= layout.cardWidth; x += 8) {
      const y = 20 + wave * 38 + 12 * Math.sin((x + wave * 23) / 45);
      if (x === 0) drawing.moveTo(x, y);
      else drawing.lineTo(x, y);
    }
    drawing.stroke();
  }
  drawing.restore();
  return {
    drawing,
    finish: () => encodePng(withGrain(canvas.data(), 4, seed), layout.imageWidth, layout.imageHeight, 4),
  };
}

/** A head-and-shoulders placeholder in soft gradients where the portrait sits (no face, no person). */
function drawPortraitPlaceholder(drawing: Drawing): void {
  const [left, top, width, height] = [570, 70, 240, 300];
  drawing.save();
  drawing.beginPath();
  drawing.rect(left, top, width, height);
  drawing.clip();
  drawing.fillStyle = '#f3f5f7';
  drawing.fillRect(left, top, width, height);
  const shoulders = drawing.createLinearGradient(0, top + 200, 0, top + height);
  shoulders.addColorStop(0, '#5a6b82');
  shoulders.addColorStop(1, '#2e3a4c');
  drawing.fillStyle = shoulders;
  drawing.beginPath();
  drawing.ellipse(left + width / 2, top + height + 20, 115, 110, 0, Math.PI, 2 * Math.PI);
  drawing.fill();
  const face = drawing.createRadialGradient(left + 110, top + 110, 10, left + 120, top + 125, 75);
  face.addColorStop(0, '#f1d2b6');
  face.addColorStop(1, '#c99a78');
  drawing.fillStyle = face;
  drawing.beginPath();
  drawing.ellipse(left + width / 2, top + 125, 62, 80, 0, 0, 2 * Math.PI);
  drawing.fill();
  drawing.restore();
}

/** Splits an address into the card's printed lines. */
function addressLines(address: string): string[] {
  const characters = [...address];
  const lines: string[] = [];
  for (let start = 0; start < characters.length; start += addressCharactersPerLine)
    lines.push(characters.slice(start, start + addressCharactersPerLine).join(''));
  return lines;
}

/** Writes the number with the card's wide spacing. */
export function writeIdNumber(drawing: Drawing, idNumber: string, x: number, y: number): void {
  drawing.fillStyle = textColour;
  drawing.font = font(34);
  drawing.letterSpacing = '3px';
  drawing.fillText(idNumber, x, y);
  drawing.letterSpacing = '0px';
}

/** Options that change one thing of the front: what the number line shows (a tampered copy). */
export interface FrontOptions {
  drawNumber?: (drawing: Drawing) => void;
}

/** The front of `person`'s specimen card as PNG bytes. */
export function drawSpecimenFront(
  person: SpecimenPerson,
  seed = 1,
  options: FrontOptions = {},
): Promise<Buffer> {
  const { drawing, finish } = startCard(seed);
  drawPortraitPlaceholder(drawing);
  write(drawing, '姓名', 50, 90, labelColour, 26);
  write(drawing, person.name, 130, 92, textColour, 32);
  write(drawing, '性别', 50, 158, labelColour, 26);
  write(drawing, person.sex, 130, 160, textColour, 30);
  write(drawing, '民族', 240, 158, labelColour, 26);
  write(drawing, person.ethnicity, 320, 160, textColour, 30);
  write(drawing, '出生', 50, 226, labelColour, 26);
  const [year = '', month = '', day = ''] = person.birthDate.split('-');
  let x = 130;
  for (const [text, colour] of [
    [year, textColour],
    ['年', labelColour],
    [String(Number(month)), textColour],
    ['月', labelColour],
    [String(Number(day)), textColour],
    ['日', labelColour],
  ] as const) {
    write(drawing, text, x, 228, colour, 28);
    x += drawing.measureText(text).width + 10;
  }
  write(drawing, '住址', 50, 294, labelColour, 26);
  addressLines(person.address).forEach((line, row) =>
    write(drawing, line, 130, 296 + row * 44, textColour, 28),
  );
  write(drawing, '公民身份号码', 50, 482, labelColour, 26);
  if (options.drawNumber) options.drawNumber(drawing);
  else writeIdNumber(drawing, person.idNumber, 285, 484);
  return finish();
}

/** The back of `person`'s specimen card as PNG bytes. */
export function drawSpecimenBack(person: SpecimenPerson, seed = 2): Promise<Buffer> {
  const { drawing, finish } = startCard(seed);
  // The emblem's place: a red disc with gold stars, no real emblem.
  drawing.fillStyle = '#c8281e';
  drawing.beginPath();
  drawing.arc(120, 120, 70, 0, 2 * Math.PI);
  drawing.fill();
  drawing.fillStyle = '#f2c230';
  for (const [starX, starY, radius] of [
    [100, 105, 18],
    [140, 90, 8],
    [150, 112, 8],
    [145, 136, 8],
  ] as const) {
    drawing.beginPath();
    for (let point = 0; point < 10; point += 1) {
      const angle = -Math.PI / 2 + (point * Math.PI) / 5;
      const reach = point % 2 === 0 ? radius : radius * 0.4;
      drawing.lineTo(starX + reach * Math.cos(angle), starY + reach * Math.sin(angle));
    }
    drawing.fill();
  }
  write(drawing, '中华人民共和国', 260, 125, textColour, 44, true);
  write(drawing, '居民身份证', 285, 225, textColour, 62, true);
  write(drawing, '签发机关', 140, 400, labelColour, 26);
  write(drawing, person.issuingAuthority, 265, 402, textColour, 28);
  write(drawing, '有效期限', 140, 466, labelColour, 26);
  const printed = (date: string) => date.replaceAll('-', '.');
  write(drawing, `${printed(person.validFrom)}-${printed(person.validUntil)}`, 265, 468, textColour, 28);
  return finish();
}

/**
 * The "live photo" of a specimen person: the card's portrait placeholder drawn alone at twice its size, as a
 * phone's front camera would frame a face. The default face check scores it high against any specimen front.
 */
export function drawSpecimenLivePhoto(seed = 7): Promise<Buffer> {
  const [width, height] = [480, 600];
  const canvas = createCanvas(width, height);
  const drawing = canvas.getContext('2d');
  drawing.scale(2, 2);
  drawing.translate(-570, -70);
  drawPortraitPlaceholder(drawing);
  return encodePng(withGrain(canvas.data(), 4, seed), width, height, 4);
}
