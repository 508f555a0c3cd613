import { isApiError } from '../../api/api-error';
import { statusText } from '../../api/status-text';
import { translateIfKnown } from '../../i18n/i18n';

// The server's validation messages carry the contract's keys of this namespace (e.g. accounts:validation.…).
const accountsKeyPattern = /accounts:[A-Za-z0-9_.]+/g;

/**
 * What an administration form shows under itself for a refused call: the contract's messages translated
 * when the answer names them, else the status text with the server's reason after it.
 */
export function adminRefusalText(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const keys = [...new Set(error.message.match(accountsKeyPattern) ?? [])];
  const texts = keys.map((key) => translateIfKnown(key)).filter((text) => text !== undefined);
  if (texts.length > 0) return texts.join('; ');
  const text = statusText(error.status, error.message);
  return error.message && !text.includes(error.message) ? `${text} (${error.message})` : text;
}
