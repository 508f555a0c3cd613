import { z } from 'zod';
import type { CardIdentifierType } from '../cards/card-repository';
import { badRequest, CarrierError, carrierErrorCodes } from './carrier-error';

/** The carrier's limit on cards per call, for queries and changes alike. */
export const maximumCardsPerRequest = 100;

/** The cards a request names, all by one kind of number. */
export interface CardSelector {
  identifierType: CardIdentifierType;
  identifiers: string[];
}

const identifierPatterns: Record<CardIdentifierType, RegExp> = {
  iccid: /^\d{19,20}$/,
  msisdn: /^\d{11,13}$/,
  imsi: /^\d{15}$/,
};

const pluralNames: Record<CardIdentifierType, 'iccids' | 'msisdns' | 'imsis'> = {
  iccid: 'iccids',
  msisdn: 'msisdns',
  imsi: 'imsis',
};

function selectorFrom(
  lists: Partial<Record<'iccids' | 'msisdns' | 'imsis', string[]>>,
  maximum = maximumCardsPerRequest,
): CardSelector {
  const given = (Object.keys(pluralNames) as CardIdentifierType[]).filter(
    (type) => lists[pluralNames[type]] !== undefined,
  );
  const identifierType = given[0];
  if (given.length !== 1 || !identifierType)
    throw badRequest('name the cards by exactly one of iccids, msisdns, imsis');
  const identifiers = (lists[pluralNames[identifierType]] ?? []).map((value) => value.trim());
  if (identifiers.length === 0) throw badRequest(`${pluralNames[identifierType]} is empty`);
  if (identifiers.length > maximum) {
    throw new CarrierError(
      400,
      carrierErrorCodes.batchTooLarge,
      `at most ${maximum} cards per request, got ${identifiers.length}`,
      { maximum },
    );
  }
  const malformed = identifiers.filter((value) => !identifierPatterns[identifierType].test(value));
  if (malformed.length > 0) {
    throw badRequest(`malformed ${identifierType}: ${malformed.slice(0, 5).join(', ')}`, {
      cards: malformed,
    });
  }
  const duplicates = identifiers.filter((value, position) => identifiers.indexOf(value) !== position);
  if (duplicates.length > 0) {
    throw new CarrierError(400, carrierErrorCodes.duplicateCard, `a card is named twice: ${duplicates[0]}`, {
      cards: [...new Set(duplicates)],
    });
  }
  return { identifierType, identifiers };
}

/** Whether a query string names cards at all (list calls answer for the whole account when it does not). */
export const namesCards = (query: unknown): boolean =>
  typeof query === 'object' && query !== null && ['iccids', 'msisdns', 'imsis'].some((name) => name in query);

const listQuery = z.object({
  iccids: z.string().optional(),
  msisdns: z.string().optional(),
  imsis: z.string().optional(),
});

/** Cards of a query string: `?iccids=a,b,c` (or msisdns / imsis), at most `maximum` of them. */
export function selectorFromQuery(query: unknown, maximum = maximumCardsPerRequest): CardSelector {
  const parsed = listQuery.safeParse(query);
  if (!parsed.success) throw badRequest('iccids, msisdns or imsis must be given once, comma-separated');
  const split = (value: string | undefined) =>
    value === undefined ? undefined : value.split(',').filter(Boolean);
  return selectorFrom(
    {
      iccids: split(parsed.data.iccids),
      msisdns: split(parsed.data.msisdns),
      imsis: split(parsed.data.imsis),
    },
    maximum,
  );
}

/** The card part of a change body: `{ iccids: [...] }` (or msisdns / imsis). */
export const cardListFields = {
  iccids: z.array(z.string()).optional(),
  msisdns: z.array(z.string()).optional(),
  imsis: z.array(z.string()).optional(),
};

export function selectorFromBody(
  body: Partial<Record<'iccids' | 'msisdns' | 'imsis', string[]>>,
): CardSelector {
  return selectorFrom(body);
}

/** Parses a request part with a zod schema; a mismatch is a 400 naming the fields. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
    );
    throw badRequest(problems.join('; '));
  }
  return parsed.data;
}
