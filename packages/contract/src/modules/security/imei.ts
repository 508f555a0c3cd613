import { z } from 'zod';
import { hasValidLuhnCheckDigit } from '../../rules/check-digit';

/** An IMEI: 15 digits (TAC, serial) ending with its Luhn check digit. */
export function isValidImei(value: string): boolean {
  return /^\d{15}$/.test(value) && hasValidLuhnCheckDigit(value);
}

/** An IMEI as calls take it: spaces and dashes dropped, then checked with its Luhn digit. */
export const imeiSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine(isValidImei, 'security:imei.invalid');
