import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { badRequest } from '../../../platform/http/app-error';
import { cardsInScopeByNumber, type CardPlacement } from '../../sim-cards';

/** The newest card of the caller's scope a number names; a number naming none is refused in words. */
export async function visibleCardNamed(
  db: Database,
  caller: OperatorContext,
  cardNumber: string,
): Promise<CardPlacement> {
  const [card] = await cardsInScopeByNumber(db, caller, cardNumber, 1);
  if (!card) throw badRequest(`cardNumber: no card you can see has the number ${cardNumber}`);
  return card;
}
