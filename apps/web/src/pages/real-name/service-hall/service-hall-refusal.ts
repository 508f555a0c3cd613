import { status } from '@simdesk/contract';
import { isApiError } from '../../../api/api-error';
import { serverWords } from '../../../api/status-text';

/** Refusals the service hall says on the page, where the owner looks, rather than as a notice in a corner. */
export const serviceHallStatuses: readonly string[] = [
  status.badRequest,
  status.forbidden,
  status.notFound,
  status.conflict,
  status.tooManyRequests,
];

/**
 * What a refused call says, in the server's words (the texts of the contract's keys its message names); the
 * fallback when there were none (no answer: the request client's notice said so).
 */
export function refusalWords(error: unknown, fallback: string): string {
  if (!isApiError(error) || (error.kind !== 'status' && error.kind !== 'http')) return fallback;
  return serverWords(error.status, error.message);
}
