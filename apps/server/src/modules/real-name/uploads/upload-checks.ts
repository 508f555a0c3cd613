// Each pushed registration checked on its own: its fields by the contract's rules (and the identity number's
// birth date), its pictures decoded and stripped of their metadata, then its card: the caller's, free to register,
// fitted to the pushed VIN. What a refusal keeps says why without repeating any personal datum.
import { createHash } from 'node:crypto';
import { carrierDayOf, normalizeCardNumber, realNameStatus, unsafeTextPath } from '@simdesk/contract';
import {
  pushedRegistrationSchema,
  type PushedRegistration,
  type UploadKind,
  type UploadProblem,
  type UploadRefusalCode,
} from '@simdesk/contract/modules/real-name';
import type { Database } from '../../../platform/database/connect';
import { describeIssues } from '../../../platform/http/validation';
import type { CardForRegistration } from '../../sim-cards';
import { DocumentReadError, withoutMetadata } from '../documents';
import { personDocumentProblem } from '../document-rules';
import { registeredToOwner } from '../owner-readiness';

/** What a refused registration is recorded and answered with. */
export interface Refusal {
  code: UploadRefusalCode;
  reason: string;
  problems: UploadProblem[];
}

/** A registration whose fields passed, with its pictures cleaned (base64 without metadata) and their digests. */
export interface CheckedRegistration {
  registration: PushedRegistration;
  pictures: Record<string, string>;
  digests: Record<string, string>;
}

/** What is known of an item whatever it holds: enough to list a refusal. */
export interface PushedItemFacts {
  index: number;
  reference: string | null;
  kind: UploadKind | null;
  cardNumber: string;
  vin: string | null;
}

const textField = (item: unknown, name: string, longest: number): string | null => {
  const value =
    typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && unsafeTextPath(value) === undefined
    ? value.trim().slice(0, longest)
    : null;
};

/** The card, VIN, kind and reference as pushed, cut to size, whatever else the item holds. */
export function factsOf(item: unknown, index: number): PushedItemFacts {
  const kind = textField(item, 'kind', 16);
  return {
    index,
    reference: textField(item, 'reference', 64),
    kind: kind === 'enterprise' || kind === 'owner' ? kind : null,
    cardNumber: textField(item, 'cardNumber', 32) ?? '',
    vin: textField(item, 'vin', 32)?.toUpperCase() ?? null,
  };
}

const invalid = (problems: UploadProblem[], reason: string): Refusal => ({
  code: 'invalid',
  reason,
  problems,
});

/** Only JPEG and PNG are taken, by their first bytes. */
const isJpegOrPng = (bytes: Buffer) =>
  (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
  bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

/** The pictures re-encoded without their metadata (EXIF place and phone), or the problem of the first bad one. */
async function cleanPictures(
  images: Record<string, string | undefined> | undefined,
): Promise<{ pictures: Record<string, string>; digests: Record<string, string> } | UploadProblem> {
  const pictures: Record<string, string> = {};
  const digests: Record<string, string> = {};
  for (const [name, base64] of Object.entries(images ?? {})) {
    if (base64 === undefined) continue;
    const bytes = Buffer.from(base64, 'base64');
    const problem = { field: `images.${name}`, message: 'realNameUpload:problems.imageUnreadable' };
    if (!isJpegOrPng(bytes)) return problem;
    try {
      const clean = await withoutMetadata(bytes);
      pictures[name] = clean.toString('base64');
      digests[name] = createHash('sha256').update(clean).digest('hex');
    } catch (error) {
      if (error instanceof DocumentReadError) return problem;
      throw error;
    }
  }
  return { pictures, digests };
}

/** The person's document checked on `today` beyond its form: an identity number's birth date. */
function documentDateProblem(registration: PushedRegistration, today: string): UploadProblem | null {
  const [field, person] =
    registration.kind === 'owner'
      ? ['owner.documentNumber', registration.owner]
      : ['responsiblePerson.documentNumber', registration.responsiblePerson];
  return personDocumentProblem(person.documentType, person.documentNumber, today) === null
    ? null
    : { field, message: 'realName:batch.documentCheck' };
}

/** The item's fields and pictures checked; a refusal names each problem's field and rule, never its value. */
export async function checkFields(item: unknown, now: Date): Promise<CheckedRegistration | Refusal> {
  const parsed = pushedRegistrationSchema.safeParse(item);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 20)
      .map((issue) => ({ field: issue.path.join('.') || 'registration', message: issue.message }));
    return invalid(problems, describeIssues(parsed.error));
  }
  const registration = parsed.data;
  const dated = documentDateProblem(registration, carrierDayOf(now));
  if (dated) return invalid([dated], `${dated.field}: the check character or birth date does not match`);
  const cleaned = await cleanPictures(registration.images);
  if ('field' in cleaned) return invalid([cleaned], `${cleaned.field}: send a readable JPEG or PNG picture`);
  return { registration, ...cleaned };
}

/** The key a card number is compared by within a request. */
export const cardKey = (number: string) => normalizeCardNumber(number);

const refusal = (code: UploadRefusalCode, reason: string): Refusal => ({ code, reason, problems: [] });

/** Why the card refuses this registration now, or null when it may take it. */
export async function cardRefusal(
  db: Database,
  registration: PushedRegistration,
  card: CardForRegistration | undefined,
): Promise<Refusal | null> {
  if (!card) return refusal('cardNotFound', `no card of yours has the number ${registration.cardNumber}`);
  const { processing, registered } = realNameStatus.byName;
  if (card.realNameStatus === processing) {
    return refusal('cardRegistering', `a registration of the card ${card.iccid} is waiting for the carrier`);
  }
  if (card.vin === null) {
    return refusal(
      'vinMismatch',
      `the card ${card.iccid} is fitted to no vehicle: fit it to ${registration.vin}`,
    );
  }
  if (card.vin !== registration.vin) {
    return refusal(
      'vinMismatch',
      `the card ${card.iccid} is fitted to another vehicle than ${registration.vin}`,
    );
  }
  if (card.realNameStatus === registered) {
    // At sale the buyer registers a card the maker holds; a card an owner holds is deregistered first.
    if (registration.kind === 'enterprise' || (await registeredToOwner(db, card.id))) {
      return refusal('cardRegistered', `the card ${card.iccid} is registered: deregister it first`);
    }
  }
  return null;
}
