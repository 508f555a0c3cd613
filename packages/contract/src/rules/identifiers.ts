/** The numbers an operator searches by: three that name a SIM card and the vehicle identification number. */
export const identifierKinds = ['iccid', 'msisdn', 'imsi', 'vin'] as const;
export type IdentifierKind = (typeof identifierKinds)[number];

/** ICCID: 19 or 20 characters; digits, and letters because some carriers end it with a hex check letter. */
export const iccidPattern = /^[0-9A-Z]{19,20}$/;

/** MSISDN: the card's number with its country code, 11 to 15 digits (E.164 without the plus). */
export const msisdnPattern = /^\d{11,15}$/;

/** IMSI: exactly 15 digits (country, network and subscriber). */
export const imsiPattern = /^\d{15}$/;

/** VIN (ISO 3779): 17 capital letters and digits, never I, O or Q (mistaken for 1 and 0). */
export const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;

export const identifierPatterns: Readonly<Record<IdentifierKind, RegExp>> = {
  iccid: iccidPattern,
  msisdn: msisdnPattern,
  imsi: imsiPattern,
  vin: vinPattern,
};

/**
 * The value as it is searched: spaces and dashes of a pasted or grouped number removed, letters in capitals,
 * and for an MSISDN the leading plus of the international format dropped.
 */
export function normalizeIdentifier(kind: IdentifierKind, value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return kind === 'msisdn' ? compact.replace(/^\+/, '') : compact;
}

/** Whether a value, once normalised, is a well-formed number of its kind. */
export function isValidIdentifier(kind: IdentifierKind, value: string): boolean {
  return identifierPatterns[kind].test(normalizeIdentifier(kind, value));
}
