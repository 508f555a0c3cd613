// A push: every registration checked and recorded on its own and answered in the order pushed — accepted with the
// id of its arrival, or refused with a code and a reason.
import { isUniqueViolation } from '../../../platform/database/sql-state';
import type { PushedRegistrationAnswer } from '@simdesk/contract/modules/real-name';
import type { AppServices } from '../../../platform/services';
import { cardsForRegistration, type CardForRegistration } from '../../sim-cards';
import {
  cardKey,
  cardRefusal,
  checkFields,
  factsOf,
  type CheckedRegistration,
  type PushedItemFacts,
  type Refusal,
} from './upload-checks';
import { storeAcceptance, storeRefusal, type PushRequest } from './upload-store';

type IngestServices = Pick<AppServices, 'db' | 'personalData' | 'clock'>;

/** The answer for one registration: accepted (no refusal) or refused. */
const answerOf = (
  facts: PushedItemFacts,
  uploadId: number,
  refusal: Refusal | null,
): PushedRegistrationAnswer => ({
  index: facts.index,
  reference: facts.reference,
  outcome: refusal ? 'refused' : 'accepted',
  uploadId,
  refusalCode: refusal?.code ?? null,
  reason: refusal?.reason ?? null,
  problems: refusal?.problems ?? [],
});

/** The caller's cards the checked registrations name, by each of their numbers. */
async function cardsByNumber(services: IngestServices, request: PushRequest, checked: CheckedRegistration[]) {
  const numbers = checked.map(({ registration }) => registration.cardNumber);
  const { cards } = await cardsForRegistration(services.db, request.caller, numbers);
  const byNumber = new Map<string, CardForRegistration>();
  for (const card of cards) {
    byNumber.set(card.iccid, card);
    if (card.msisdn) byNumber.set(card.msisdn, card);
  }
  return byNumber;
}

/** Checks, records and answers each pushed registration; one refused never holds up another. */
export async function ingestPushedRegistrations(
  services: IngestServices,
  request: PushRequest,
  items: readonly unknown[],
): Promise<PushedRegistrationAnswer[]> {
  const now = services.clock.now();
  const facts = items.map(factsOf);
  const checks = await Promise.all(items.map((item) => checkFields(item, now)));
  const passed = checks.filter((check): check is CheckedRegistration => 'registration' in check);
  const cards = await cardsByNumber(services, request, passed);
  const seenCards = new Set<number>();
  const answers: PushedRegistrationAnswer[] = [];
  for (const [index, check] of checks.entries()) {
    const itemFacts = facts[index] as PushedItemFacts;
    const refuse = async (refusal: Refusal, card?: CardForRegistration) =>
      answerOf(itemFacts, await storeRefusal(services.db, request, itemFacts, refusal, card), refusal);
    if (!('registration' in check)) {
      answers.push(await refuse(check));
      continue;
    }
    const card = cards.get(cardKey(check.registration.cardNumber));
    if (card && seenCards.has(card.id)) {
      const reason = `the card ${card.iccid} is named earlier in this request`;
      answers.push(await refuse({ code: 'duplicateInRequest', reason, problems: [] }, card));
      continue;
    }
    if (card) seenCards.add(card.id);
    const refusal = await cardRefusal(services.db, check.registration, card);
    if (refusal) {
      answers.push(await refuse(refusal, card));
      continue;
    }
    const accepted = card as CardForRegistration;
    try {
      const uploadId = await storeAcceptance(services, request, itemFacts, check, accepted);
      answers.push(answerOf(itemFacts, uploadId, null));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const reason = `a registration of the card ${accepted.iccid} is already waiting for the carrier`;
      answers.push(await refuse({ code: 'cardRegistering', reason, problems: [] }, accepted));
    }
  }
  return answers;
}
