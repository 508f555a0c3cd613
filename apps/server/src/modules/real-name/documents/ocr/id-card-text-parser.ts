// Fields of an identity card from the lines a recogniser read, by the labels printed on the card.
import {
  longTermValidity,
  type IdCardBackField,
  type IdCardBackReading,
  type IdCardFrontField,
  type IdCardFrontReading,
  type RecognisedLine,
} from '../id-card-fields';
import { firstMatch, labelledText, valueAfterLabel, type LabelledText, type TextSpan } from './labelled-text';

const frontLabels = {
  name: '姓名',
  sex: '性别',
  ethnicity: '民族',
  birthDate: '出生',
  address: '住址',
  idNumber: '公民身份号码',
} as const;
const backLabels = { issuingAuthority: '签发机关', validity: '有效期限' } as const;
// The titles of the back are no field, but they end the text before them.
const backTitles = ['中华人民共和国', '居民身份证'];

const idNumberPattern = /\d{17}[\dXx×]/;
const printedBirthDatePattern = /(\d{4})年(\d{1,2})月(\d{1,2})日/;
// A printed date 2015.03.01; the recogniser may read the dots as other marks or drop them.
const printedDate = String.raw`(\d{4})[.．·,，]?(\d{2})[.．·,，]?(\d{2})`;
const validityPattern = new RegExp(`${printedDate}[-—–－一~～至]+(?:${printedDate}|(${longTermValidity}))`);

function twoDigits(value: string): string {
  return value.padStart(2, '0');
}

function idNumberOf(text: LabelledText): TextSpan {
  const label = text.text.indexOf(frontLabels.idNumber);
  const found = firstMatch(text, idNumberPattern, Math.max(label, 0));
  const anywhere = found.index >= 0 ? found : firstMatch(text, idNumberPattern);
  return { text: anywhere.text.replace(/[x×]$/, 'X'), confidence: anywhere.confidence };
}

function isoDateOf(printed: string): string | undefined {
  const match = printedBirthDatePattern.exec(printed);
  if (!match) return undefined;
  const [, year = '', month = '', day = ''] = match;
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

function birthDateOf(text: LabelledText, labels: readonly string[]): TextSpan {
  const printed = valueAfterLabel(text, frontLabels.birthDate, labels);
  const labelled = isoDateOf(printed.text);
  if (labelled) return { text: labelled, confidence: printed.confidence };
  // The label may be misread while the date itself is plain: 1990年3月7日 appears nowhere else on the card.
  const anywhere = firstMatch(text, printedBirthDatePattern);
  const unlabelled = isoDateOf(anywhere.text);
  return unlabelled ? { text: unlabelled, confidence: anywhere.confidence } : printed;
}

/** The front's fields from recognised lines; a field not found is empty with confidence 0. */
export function parseIdCardFront(lines: readonly RecognisedLine[]): IdCardFrontReading {
  const text = labelledText(lines);
  const labels = Object.values(frontLabels);
  const sexRead = valueAfterLabel(text, frontLabels.sex, labels);
  const sexCharacter = /[男女]/.exec(sexRead.text)?.[0] ?? '';
  const spans: Record<IdCardFrontField, TextSpan> = {
    name: valueAfterLabel(text, frontLabels.name, labels),
    sex: { text: sexCharacter, confidence: sexCharacter ? sexRead.confidence : 0 },
    ethnicity: valueAfterLabel(text, frontLabels.ethnicity, labels),
    birthDate: birthDateOf(text, labels),
    // The address wraps over rows; it ends at the number's label (or the number itself when that was missed).
    address: addressOf(text, labels),
    idNumber: idNumberOf(text),
  };
  return { ...textsOf(spans), confidence: confidencesOf(spans), lines: [...lines], providerWarningCodes: [] };
}

// An address on the card starts with its province-level division (or a municipality).
const provinces = [
  ...['北京', '天津', '上海', '重庆', '河北', '山西', '辽宁', '吉林', '黑龙江', '江苏', '浙江', '安徽'],
  ...['福建', '江西', '山东', '河南', '湖北', '湖南', '广东', '海南', '四川', '贵州', '云南', '陕西'],
  ...['甘肃', '青海', '台湾', '内蒙古', '广西', '西藏', '宁夏', '新疆', '香港', '澳门'],
];
const provincePattern = new RegExp(`^(.{1,2}?)(?:${provinces.join('|')})`, 'u');

function addressOf(text: LabelledText, labels: readonly string[]): TextSpan {
  const address = valueAfterLabel(text, frontLabels.address, labels, true);
  const number = idNumberPattern.exec(address.text);
  const printed = number ? address.text.slice(0, number.index) : address.text;
  // A character or two before the province is security print read as text (上, 一 …), not the address.
  const noise = provinces.some((province) => printed.startsWith(province))
    ? undefined
    : provincePattern.exec(printed);
  return { text: noise ? printed.slice(noise[1]?.length ?? 0) : printed, confidence: address.confidence };
}

/** The start and end of a printed validity period (2015.03.01-2035.03.01, or …-长期), normalised as the fields are. */
export function readValidityPeriod(printed: string): { validFrom: string; validUntil: string } {
  const match = validityPattern.exec(printed);
  if (!match) {
    const [validFrom = '', validUntil = ''] = printed.split(/[-—–－一~～至]+/);
    return { validFrom, validUntil };
  }
  const [, fromYear, fromMonth, fromDay, untilYear, untilMonth, untilDay, longTerm] = match;
  return {
    validFrom: `${fromYear}-${fromMonth}-${fromDay}`,
    validUntil: longTerm ?? `${untilYear}-${untilMonth}-${untilDay}`,
  };
}

/** The back's fields from recognised lines. */
export function parseIdCardBack(lines: readonly RecognisedLine[]): IdCardBackReading {
  const text = labelledText(lines);
  const labels = [...Object.values(backLabels), ...backTitles];
  const labelled = valueAfterLabel(text, backLabels.validity, labels);
  const validity = labelled.text ? labelled : firstMatch(text, validityPattern);
  const period = readValidityPeriod(validity.text);
  const spans: Record<IdCardBackField, TextSpan> = {
    issuingAuthority: valueAfterLabel(text, backLabels.issuingAuthority, labels),
    validFrom: { text: period.validFrom, confidence: validity.confidence },
    validUntil: { text: period.validUntil, confidence: validity.confidence },
  };
  return { ...textsOf(spans), confidence: confidencesOf(spans), lines: [...lines], providerWarningCodes: [] };
}

function textsOf<Field extends string>(spans: Record<Field, TextSpan>): Record<Field, string> {
  return Object.fromEntries(
    Object.entries<TextSpan>(spans).map(([field, span]) => [field, span.text]),
  ) as Record<Field, string>;
}

function confidencesOf<Field extends string>(spans: Record<Field, TextSpan>): Record<Field, number> {
  return Object.fromEntries(
    Object.entries<TextSpan>(spans).map(([field, span]) => [field, span.text ? span.confidence : 0]),
  ) as Record<Field, number>;
}
