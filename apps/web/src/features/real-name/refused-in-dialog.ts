import { status } from '@simdesk/contract';

/**
 * Refusals of a real-name submission said in its dialog, beside what was typed: a card not found or out of
 * scope, in no state for the change, or a value the server refused.
 */
export const refusedInDialog: readonly string[] = [
  status.badRequest,
  status.forbidden,
  status.notFound,
  status.conflict,
];
