// Cancelling a registration: before an owner change, at scrapping, at a device change, or for another reason.
// The holder's data is dropped; the VIN stays bound unless the vehicle is scrapped (the card stays in the vehicle
// for its next owner). At a device change the holder and VIN are kept until the replacement card carries them
// over (card-change.ts).
import { realNameStatus } from '@simdesk/contract';
import { z } from 'zod';
import { defineChange, failedWith, succeeded } from '../orders/change-definition';
import { noHolder, saveRegistration } from './registration-repository';
import { refuseWhileInProgress } from './registration-rules';

export const deregistrationReasons = ['ownerChange', 'scrapping', 'deviceChange', 'other'] as const;

export const deregistrationChange = defineChange({
  kind: 'real-name-deregistration',
  path: '/v1/real-name/deregistration',
  schema: z.strictObject({
    reason: z.enum(deregistrationReasons),
    note: z.string().trim().max(200).optional(),
  }),
  throttleKind: () => 'real-name-deregistration',
  check: refuseWhileInProgress,
  async apply(database, card, request, effect) {
    if (card.realNameStatus !== realNameStatus.byName.registered) {
      return failedWith('NOT_REGISTERED', 'the card is not registered');
    }
    await saveRegistration(
      database,
      card,
      effect.at,
      {
        ...(request.reason !== 'deviceChange' && noHolder),
        registeredAt: null,
        heldSubmission: null,
        deregisteredAt: new Date(effect.at),
        deregistrationReason: request.reason,
        ...(request.reason === 'scrapping' && { vin: null }),
      },
      realNameStatus.byName.cancelled,
    );
    return succeeded;
  },
});
