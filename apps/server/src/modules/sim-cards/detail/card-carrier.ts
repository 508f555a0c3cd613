import { status as statusCodes, type CarrierProblem } from '@simdesk/contract';
import { CarrierError } from '../../../platform/carrier/carrier-error';
import type { CarrierGateway } from '../../../platform/carrier/carrier-gateway';
import type { CarrierService } from '../../../platform/carrier/carrier-service';
import { AppError } from '../../../platform/http/app-error';
import { carrierAnswerSchemas, type AnsweredQuery, type CarrierAnswer } from './carrier-answers';

/** What a carrier question needs to know of a card. */
export interface CardAtCarrier {
  iccid: string;
  carrierAccountId: number | null;
}

/** A carrier failure as the page shows it: status '400', a clear message, and the problem in the row. */
export function carrierRefusal(problem: CarrierProblem, message: string): AppError {
  return new AppError(statusCodes.badRequest, message, [{ carrierProblem: problem }]);
}

function problemOf(error: CarrierError): CarrierProblem {
  if (error.code === 'ACCOUNT_NOT_FOUND' || error.code === 'ACCOUNT_DISABLED') return 'accountDisabled';
  if (error.code === 'CARD_NOT_FOUND') return 'cardUnknown';
  const status = error.httpStatus;
  // No answer, a server error, still rate limited after the retries, or an unreadable answer.
  if (status === null || status >= 500 || status === 429 || error.code === 'BAD_ANSWER') return 'unavailable';
  return 'refused';
}

function refusalOf(error: unknown): unknown {
  if (!(error instanceof CarrierError)) return error;
  return carrierRefusal(problemOf(error), error.message);
}

/** Asks the carrier one card question after another; each answer is checked against its schema. */
export interface CardCarrier {
  ask<Query extends AnsweredQuery>(query: Query): Promise<CarrierAnswer<Query>>;
}

function askerOf(gateway: CarrierGateway, iccid: string): CardCarrier {
  return {
    async ask(query) {
      const rows = await gateway
        .queryCards(query, { by: 'iccid', numbers: [iccid] })
        .catch((error: unknown) => {
          throw refusalOf(error);
        });
      const row = rows[0];
      if (row?.error) {
        const problem = row.error.code === 'CARD_NOT_FOUND' ? 'cardUnknown' : 'refused';
        throw carrierRefusal(problem, `the carrier does not answer for card ${iccid}: ${row.error.message}`);
      }
      const parsed = carrierAnswerSchemas[query].safeParse(row);
      if (!parsed.success) {
        throw carrierRefusal(
          'unavailable',
          `the carrier answered ${query} for card ${iccid} in a form not understood`,
        );
      }
      return parsed.data as CarrierAnswer<typeof query>;
    },
  };
}

/**
 * The carrier of a card, ready to be asked about it. A card without an account, a disabled account, a carrier
 * that is down or refuses: each becomes a clear refusal in the envelope, never a server error.
 */
export async function carrierOfCard(carrier: CarrierService, card: CardAtCarrier): Promise<CardCarrier> {
  if (card.carrierAccountId === null) {
    throw carrierRefusal(
      'noAccount',
      `card ${card.iccid} belongs to no carrier account, so the carrier cannot be asked about it`,
    );
  }
  const gateway = await carrier.gatewayFor(card.carrierAccountId).catch((error: unknown) => {
    throw refusalOf(error);
  });
  return askerOf(gateway, card.iccid);
}
