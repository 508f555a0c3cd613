import { status } from '@simdesk/contract';
import { isApiError } from '../../api/api-error';
import { statusText } from '../../api/status-text';

/** Refusals the sign-in forms show under the form rather than as a notice. */
export const inlineLoginStatuses: readonly string[] = [
  status.badRequest,
  status.invalidCredentials,
  status.accountLocked,
  status.accountDisabled,
  status.invalidVerificationCode,
];

/** The text to show under the form for a failed call, or undefined when the notice already said it. */
export function inlineRefusalText(error: unknown): string | undefined {
  if (!isApiError(error) || !inlineLoginStatuses.includes(error.status)) return undefined;
  return statusText(error.status, error.message);
}
