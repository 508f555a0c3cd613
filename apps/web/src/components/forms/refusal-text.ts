import { isApiError } from '../../api/api-error';
import { statusText, translateRuleKeys } from '../../api/status-text';

/**
 * What a form shows under itself for a refused call, in the server's words: the contract's texts when its
 * message names their keys, else the status text with the server's reason after it.
 */
export function refusalText(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const named = translateRuleKeys(error.message);
  if (named !== undefined) return named;
  const text = statusText(error.status, error.message);
  return error.message && !text.includes(error.message) ? `${text} (${error.message})` : text;
}
