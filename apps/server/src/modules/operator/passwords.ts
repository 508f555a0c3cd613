import { status as statusCodes } from '@simdesk/contract';
import { decryptPassword } from '../../platform/auth/key-pair';
import { AppError, badRequest } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

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
