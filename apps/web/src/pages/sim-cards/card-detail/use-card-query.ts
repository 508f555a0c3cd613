import { status as statusCodes, type CallDefinition, type CallObj } from '@simdesk/contract';
import { useCallRowQuery } from '../../../api/use-call-query';

/** A section of the page shows these failures inline (a carrier problem, a card that went away). */
export const inlineStatuses: readonly string[] = [statusCodes.badRequest, statusCodes.notFound];

/**
 * One card's answer of a detail call (every one takes `{ cardId }`); failures are shown by the section that
 * asked, not as a notice, so one carrier problem does not cover the page in pop-ups.
 */
export function useCardQuery<Call extends CallDefinition>(
  call: Call,
  cardId: number | undefined,
  enabled = true,
) {
  const obj = { cardId: cardId ?? 0 } as CallObj<Call>;
  return useCallRowQuery(call, obj, {
    enabled: enabled && cardId !== undefined,
    silentStatuses: inlineStatuses,
  });
}
