import { status as statusCodes } from '@simdesk/contract';
import { decryptPassword } from './key-pair';
import { AppError, badRequest } from '../http/app-error';
import type { AppServices } from '../services';

/** The plain password inside a transported ciphertext, or a clear refusal. */
export function openPassword(services: AppServices, ciphertext: string): string {
  const plain = decryptPassword(services.keyPair, ciphertext);
  if (plain === undefined)
    throw badRequest('the password could not be read, please reload the page and try again');
  return plain;
}

/** A new password: at least 6 characters (spec §5), no truncation, bounded to keep hashing cheap. */
export function openNewPassword(services: AppServices, ciphertext: string): string {
  const plain = openPassword(services, ciphertext);
  if (plain.length < 6)
    throw new AppError(statusCodes.badRequest, 'the password needs at least 6 characters');
  if (plain.length > 128)
    throw new AppError(statusCodes.badRequest, 'the password can have at most 128 characters');
  return plain;
}

/**
 * Stored as the time of the last password change to mark a password the operator must replace at the next
 * sign-in (a temporary one an administrator set): the sign-in answers '10043' whatever the password age rule.
 */
export const mustChangePasswordMarker = new Date(0);

/** Whether the sign-in must send the operator to renew their password first. */
export function mustRenewPassword(passwordChangedAt: Date, now: Date, maxAgeDays: number): boolean {
  if (passwordChangedAt.getTime() === mustChangePasswordMarker.getTime()) return true;
  return maxAgeDays > 0 && now.getTime() - passwordChangedAt.getTime() > maxAgeDays * 86_400_000;
}
