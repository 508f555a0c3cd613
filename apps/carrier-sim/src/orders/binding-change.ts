// Machine-card binding as an order (Alibaba's DoIotChgBindOrUnBind, Huawei GSL's rebind work order): rebind
// binds the card to the device the network sees it in when the order takes effect; unbind clears the binding.
import { cardStatus, hasValidLuhnCheckDigit } from '@simdesk/contract';
import { z } from 'zod';
import { bindingEventKind, bindingNow } from '../cards/card-answers';
import { loadCardContexts } from '../cards/card-context';
import { recordCardEvent } from '../cards/card-repository';
import { deviceAt } from '../world/device-model';
import { defineChange, failedWith, succeeded } from './change-definition';

const imeiField = z
  .string()
  .regex(/^\d{15}$/)
  .refine(hasValidLuhnCheckDigit, 'an IMEI ends with its Luhn check digit');

export const imeiBindingChange = defineChange({
  kind: 'imei-binding',
  path: '/v1/change/imei-binding',
  schema: z.discriminatedUnion('action', [
    // `imei`: the device the caller expects the card in; the order fails if the network sees another.
    z.strictObject({ action: z.literal('rebind'), imei: imeiField.optional() }),
    z.strictObject({ action: z.literal('unbind') }),
  ]),
  throttleKind: () => 'binding',
  async apply(database, card, request, effect) {
    if (card.status === cardStatus.byName.cancelled)
      return failedWith('CARD_CANCELLED', 'the card is cancelled');
    const [context] = await loadCardContexts(database, [card], effect.at, {
      kindPatterns: ['status', bindingEventKind],
      imeiChangeShare: effect.imeiChangeShare,
    });
    if (!context) return failedWith('CARD_NOT_FOUND', 'the card no longer exists');
    const bound = bindingNow(context).imei;
    let target: string | null = null;
    if (request.action === 'rebind') {
      target = deviceAt(context.seed, context.timeline(), effect.at, effect.imeiChangeShare).imei;
      if (target === null)
        return failedWith('IMEI_NOT_SEEN', 'the network has never seen the card in a device');
      if (request.imei !== undefined && request.imei !== target) {
        return failedWith('IMEI_MISMATCH', `the network sees the card in ${target}, not ${request.imei}`);
      }
    } else if (bound === null) {
      return failedWith('NOT_BOUND', 'the card is not bound to a device');
    }
    await recordCardEvent(database, {
      iccid: card.iccid,
      kind: bindingEventKind,
      occurredAt: effect.at,
      fromValue: bound,
      toValue: target,
      reason: null,
      orderNumber: effect.orderNumber,
    });
    return succeeded;
  },
});
