// What reading a resident identity card (居民身份证) yields, whichever OCR provider read it.

/** The portrait side ('front', 人像面) or the national emblem side ('back', 国徽面). */
export type IdCardSide = 'front' | 'back';

/** The front (portrait side): 姓名 性别 民族 出生 住址 公民身份号码. */
export interface IdCardFrontFields {
  name: string;
  /** 男 or 女 as printed; empty when not read. */
  sex: string;
  ethnicity: string;
  /** YYYY-MM-DD when the printed 年月日 date was read whole, else the text as read. */
  birthDate: string;
  address: string;
  idNumber: string;
}

/** The back (national emblem side): 签发机关 有效期限. */
export interface IdCardBackFields {
  issuingAuthority: string;
  /** YYYY-MM-DD when read as a date, else the text as read (the validity check calls it malformed). */
  validFrom: string;
  /** YYYY-MM-DD, `longTermValidity` (长期), or the text as read. */
  validUntil: string;
}

/** The printed end of validity of a card that never expires (issued from the age of 46). */
export const longTermValidity = '长期';

export type IdCardFrontField = keyof IdCardFrontFields;
export type IdCardBackField = keyof IdCardBackFields;

export const idCardFrontFieldNames: readonly IdCardFrontField[] = [
  'name',
  'sex',
  'ethnicity',
  'birthDate',
  'address',
  'idNumber',
];
export const idCardBackFieldNames: readonly IdCardBackField[] = [
  'issuingAuthority',
  'validFrom',
  'validUntil',
];

/** One line of text as a recogniser found it: its box corners in image pixels and its confidence (0–1). */
export interface RecognisedLine {
  text: string;
  confidence: number;
  box: readonly (readonly number[])[];
}

interface ReadingExtras<Field extends string> {
  /** 0–1 per field; 0 for a field that was not found. */
  confidence: Record<Field, number>;
  /** The lines the fields were read from (empty when a cloud service returned fields only). */
  lines: RecognisedLine[];
  /** Warning codes a cloud service reported itself (spec §8, e.g. -9103); empty for the offline reader. */
  providerWarningCodes: number[];
}

export type IdCardFrontReading = IdCardFrontFields & ReadingExtras<IdCardFrontField>;
export type IdCardBackReading = IdCardBackFields & ReadingExtras<IdCardBackField>;
