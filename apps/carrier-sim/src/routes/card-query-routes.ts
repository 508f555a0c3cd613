import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cardContext, type CardContext } from '../cards/card-context';
import {
  apnAnswer,
  basicInfoAnswer,
  changeHistoryAnswer,
  deviceStateAnswer,
  imeiAnswer,
  poolMembershipAnswer,
  pccAnswer,
  serviceSwitchesAnswer,
  sessionAnswer,
  statusAnswer,
  stopReasonAnswer,
} from '../cards/card-answers';
import { findCardEvents, findCards } from '../cards/card-repository';
import {
  dailyUsageAnswer,
  monthlyUsageAnswer,
  smsUsageAnswer,
  voiceUsageAnswer,
} from '../cards/usage-answers';
import { carrierErrorCodes } from '../http/carrier-error';
import { requestAccount } from '../http/authentication';
import { selectorFromQuery } from '../http/card-selector';
import type { SimServices } from '../services';

interface CardQuery {
  path: string;
  /** Whether the answer needs the card's stored events (history, timeline). */
  needsEvents: boolean;
  answer(context: CardContext): Record<string, unknown>;
}

/** Every card query: GET with ?iccids= (or msisdns / imsis), up to 100 cards, one row per card asked. */
export const cardQueries: readonly CardQuery[] = [
  { path: '/v1/query/sim-status', needsEvents: false, answer: statusAnswer },
  { path: '/v1/query/sim-basic-info', needsEvents: true, answer: basicInfoAnswer },
  { path: '/v1/query/sim-stop-reason', needsEvents: false, answer: stopReasonAnswer },
  { path: '/v1/query/sim-change-history', needsEvents: true, answer: changeHistoryAnswer },
  { path: '/v1/query/sim-imei', needsEvents: true, answer: imeiAnswer },
  { path: '/v1/query/sim-session', needsEvents: true, answer: sessionAnswer },
  { path: '/v1/query/sim-device-state', needsEvents: true, answer: deviceStateAnswer },
  { path: '/v1/query/sim-service-switches', needsEvents: false, answer: serviceSwitchesAnswer },
  { path: '/v1/query/sim-apn', needsEvents: false, answer: apnAnswer },
  { path: '/v1/query/sim-pcc', needsEvents: false, answer: pccAnswer },
  { path: '/v1/query/sim-usage-daily', needsEvents: true, answer: dailyUsageAnswer },
  { path: '/v1/query/sim-usage-monthly', needsEvents: true, answer: monthlyUsageAnswer },
  { path: '/v1/query/sim-sms-usage', needsEvents: true, answer: smsUsageAnswer },
  { path: '/v1/query/sim-voice-usage', needsEvents: true, answer: voiceUsageAnswer },
  { path: '/v1/query/sim-pool', needsEvents: false, answer: poolMembershipAnswer },
];

/**
 * Answers a card query: one row per card asked (up to `maximum`), in the order asked, a card the account does not
 * have as a row with its error; `needsEvents` loads the cards' stored events for the answer, `load` what else
 * it needs of the cards found (by ICCID).
 */
export async function answerCards<Extra = never>(
  services: SimServices,
  request: FastifyRequest,
  options: {
    needsEvents: boolean;
    maximum?: number;
    load?: (iccids: readonly string[]) => Promise<Map<string, Extra>>;
  },
  answer: (context: CardContext, extra: Extra | undefined) => Record<string, unknown>,
) {
  const account = requestAccount(request);
  const { identifierType, identifiers } = selectorFromQuery(request.query, options.maximum);
  const cards = await findCards(services.database, account.appId, identifierType, identifiers);
  const iccids = [...cards.values()].map((card) => card.iccid);
  const events = options.needsEvents ? await findCardEvents(services.database, iccids) : new Map();
  const extras = (await options.load?.(iccids)) ?? new Map<string, Extra>();
  const now = services.clock.now();
  return {
    cards: identifiers.map((identifier) => {
      const card = cards.get(identifier);
      if (!card) {
        return {
          [identifierType]: identifier,
          error: { code: carrierErrorCodes.cardNotFound, message: 'no such card in this account' },
        };
      }
      const context = cardContext(card, events.get(card.iccid) ?? [], now, services.config.imeiChangeShare);
      const extra = extras.get(card.iccid);
      return { iccid: card.iccid, msisdn: card.msisdn, imsi: card.imsi, ...answer(context, extra) };
    }),
  };
}

export function registerCardQueryRoutes(app: FastifyInstance, services: SimServices): void {
  for (const query of cardQueries) {
    app.get(query.path, (request) => answerCards(services, request, query, query.answer));
  }
}
