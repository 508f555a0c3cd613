/** The voice service switch of one card: the change through the carrier and the card's voice orders. */
import { z } from 'zod';
import { pageCalls } from '../../../calls/declare-calls';
import { cardIdSchema, simCardListPageCode } from '../list/sim-card-calls';
import {
  changeItemRowSchema,
  changeOrderRowSchema,
  changeReasonSchema,
  oneCardChangeReads,
} from './card-change-calls';

const simCardList = pageCalls(simCardListPageCode);

/**
 * Opens or closes a card's voice service at the carrier, like the data switch: an order the carrier settles
 * later. Refused for a card whose status freezes its services (see `canSwitchVoice`).
 */
export const switchVoiceCall = simCardList.change('edit', {
  path: 'simcard/switch-voice',
  obj: z.strictObject({
    cardId: cardIdSchema,
    open: z.boolean(),
    reason: changeReasonSchema.optional(),
  }),
  row: changeOrderRowSchema,
  changes: [...oneCardChangeReads, 'simcard/voice-change-history'],
});

/** The voice switch orders of one card, newest first: the detail page follows the latest to its end. */
export const voiceChangeHistoryCall = simCardList.read('query', {
  path: 'simcard/voice-change-history',
  obj: z.strictObject({ cardId: cardIdSchema }),
  row: changeItemRowSchema,
  paged: true,
});
