import { CarrierError } from '../../../platform/carrier/carrier-error';
import type { CarrierGateway } from '../../../platform/carrier/carrier-gateway';
import type { CarrierService } from '../../../platform/carrier/carrier-service';
import type { CardAtCarrier } from '../../sim-cards';
import { diagnosisQueries, textField, type CarrierAnswer, type CarrierAnswers } from './carrier-answers';

/** The carrier's answer with the time it came, or why it could not be had; a fault of ours throws. */
async function asked<Value>(
  ask: () => Promise<Value>,
  toAnswer: (value: Value, asOf: string) => CarrierAnswer,
): Promise<CarrierAnswer> {
  try {
    const value = await ask();
    return toAnswer(value, new Date().toISOString());
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    return { failure: error.message, asOf: new Date().toISOString() };
  }
}

function everyQueryFailed(failure: string): CarrierAnswers {
  const answer: CarrierAnswer = { failure, asOf: new Date().toISOString() };
  const byQuery = Object.fromEntries(diagnosisQueries.map((query) => [query, answer]));
  return { byQuery: byQuery as CarrierAnswers['byQuery'], pool: undefined };
}

async function gatewayOf(carrier: CarrierService, accountId: number): Promise<CarrierGateway | string> {
  try {
    return await carrier.gatewayFor(accountId);
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    return error.message;
  }
}

/**
 * Asks the carrier every diagnosis query about the card at once (then the card's pool, if it has one); each
 * answer carries the time it came. A card with no carrier account is answered as a failure of every query.
 */
export async function askCarrier(carrier: CarrierService, card: CardAtCarrier): Promise<CarrierAnswers> {
  if (card.carrierAccountId === null) return everyQueryFailed('the card has no carrier account to ask');
  const gateway = await gatewayOf(carrier, card.carrierAccountId);
  if (typeof gateway === 'string') return everyQueryFailed(gateway);
  const cards = { by: 'iccid' as const, numbers: [card.iccid] };
  const answers = await Promise.all(
    diagnosisQueries.map((query) =>
      asked(
        () => gateway.queryCards(query, cards),
        (rows, asOf): CarrierAnswer => (rows[0] ? { row: rows[0], asOf } : { failure: 'no answer', asOf }),
      ),
    ),
  );
  const byQuery = Object.fromEntries(
    diagnosisQueries.map((query, index) => [query, answers[index]]),
  ) as CarrierAnswers['byQuery'];
  const member = byQuery['sim-pool'];
  const poolId = 'row' in member ? textField(member.row, 'poolId') : null;
  const pool =
    poolId === null
      ? undefined
      : await asked(
          () => gateway.poolUsage(poolId),
          (usage, asOf): CarrierAnswer => ({ row: usage, asOf }),
        );
  return { byQuery, pool };
}
