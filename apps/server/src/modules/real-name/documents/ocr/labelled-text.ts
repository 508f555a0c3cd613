// Recognised lines as one text in reading order, with each character's confidence kept: the card's labels
// (姓名, 住址 …) are then found in it wherever the recogniser put them — a label and its value in one line
// or in two boxes side by side, lines in any order, with or without spaces.
import type { RecognisedLine } from '../id-card-fields';

/** A stretch of the text: the characters and the lowest confidence among them (0 when empty). */
export interface TextSpan {
  text: string;
  confidence: number;
}

export interface LabelledText {
  /** The rows top to bottom, each row's boxes left to right, joined without spaces; rows end with '\n'. */
  text: string;
  /** The confidence of the line each character of `text` came from. */
  confidences: number[];
}

const emptySpan: TextSpan = { text: '', confidence: 0 };

function verticalExtent(line: RecognisedLine): { top: number; bottom: number; left: number } {
  const ys = line.box.map((corner) => corner[1] ?? 0);
  const xs = line.box.map((corner) => corner[0] ?? 0);
  return { top: Math.min(...ys), bottom: Math.max(...ys), left: Math.min(...xs) };
}

/** Groups lines whose boxes overlap vertically by half the smaller height into rows. */
function rowsOf(lines: readonly RecognisedLine[]): RecognisedLine[][] {
  const placed = lines
    .filter((line) => line.text.trim() !== '')
    .map((line) => ({ line, ...verticalExtent(line) }))
    .sort((first, second) => first.top + first.bottom - (second.top + second.bottom));
  const rows: { top: number; bottom: number; members: typeof placed }[] = [];
  for (const item of placed) {
    const row = rows.at(-1);
    const overlap = row ? Math.min(row.bottom, item.bottom) - Math.max(row.top, item.top) : 0;
    const smallerHeight = row ? Math.min(row.bottom - row.top, item.bottom - item.top) : 0;
    if (row && overlap >= smallerHeight / 2) {
      row.members.push(item);
      row.top = Math.min(row.top, item.top);
      row.bottom = Math.max(row.bottom, item.bottom);
    } else {
      rows.push({ top: item.top, bottom: item.bottom, members: [item] });
    }
  }
  return rows.map((row) => row.members.sort((first, second) => first.left - second.left).map((m) => m.line));
}

/** The lines as one text in reading order. */
export function labelledText(lines: readonly RecognisedLine[]): LabelledText {
  let text = '';
  const confidences: number[] = [];
  for (const row of rowsOf(lines)) {
    for (const line of row) {
      // Every kind of space goes, the ideographic one (U+3000) too: labels are matched without them.
      const characters = [...line.text.replace(/\s+/gu, '')];
      text += characters.join('');
      // A character outside the BMP takes two UTF-16 units; one confidence per unit keeps indexes aligned.
      for (const character of characters)
        for (let unit = 0; unit < character.length; unit += 1) confidences.push(line.confidence);
    }
    text += '\n';
    confidences.push(1);
  }
  return { text, confidences };
}

// What may stand between a label and its value without being part of it: a colon, or a line of the card's
// security print that the recogniser took for a dash or for 一 (no field value starts or ends with one).
const separators = new Set(['\n', '一', '-', '—', '_', '~', '·', ':', '：', ',', '，', '、', '。']);

/** The span from `start` to `end` of the text, trimmed of line ends (and of `trim`'s characters). */
export function spanOf(
  source: LabelledText,
  start: number,
  end: number,
  trim: ReadonlySet<string> = new Set(['\n']),
): TextSpan {
  let from = start;
  let to = end;
  while (from < to && trim.has(source.text[from] ?? '')) from += 1;
  while (to > from && trim.has(source.text[to - 1] ?? '')) to -= 1;
  if (from >= to) return emptySpan;
  const text = source.text.slice(from, to).replaceAll('\n', '');
  return { text, confidence: Math.min(...source.confidences.slice(from, to)) };
}

/**
 * The value printed after `label`: up to the next of `allLabels` and, unless `acrossRows`, to the row's end.
 * Empty when the label was not read.
 */
export function valueAfterLabel(
  source: LabelledText,
  label: string,
  allLabels: readonly string[],
  acrossRows = false,
): TextSpan {
  const at = source.text.indexOf(label);
  if (at < 0) return emptySpan;
  const start = at + label.length;
  let end = source.text.length;
  for (const other of allLabels) {
    const next = source.text.indexOf(other, start);
    if (next >= 0 && next < end) end = next;
  }
  if (!acrossRows) {
    const rowEnd = source.text.indexOf('\n', start);
    if (rowEnd >= 0 && rowEnd < end) end = rowEnd;
  }
  return spanOf(source, start, end, separators);
}

/** The first match of `pattern` in the text (after `from`), as a span; empty when none. */
export function firstMatch(source: LabelledText, pattern: RegExp, from = 0): TextSpan & { index: number } {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
  const search = new RegExp(pattern.source, flags);
  search.lastIndex = from;
  const match = search.exec(source.text);
  if (!match) return { ...emptySpan, index: -1 };
  return { ...spanOf(source, match.index, match.index + match[0].length), index: match.index };
}
