import { badRequest } from '../../platform/http/app-error';

/** Refuses the whole request, naming what is wrong: bad input changes nothing. */
export function refuseProblems(problems: readonly (string | null)[]): void {
  const found = problems.filter((problem): problem is string => problem !== null);
  if (found.length > 0) throw badRequest(found.join('; '));
}

/** Numbers as a message names them: the first five, and how many more. */
export const listed = (numbers: readonly string[]) =>
  numbers.length > 5
    ? `${numbers.slice(0, 5).join(', ')} and ${numbers.length - 5} more`
    : numbers.join(', ');

/** A request's cards must sit in one company (its batch is placed there). */
export const singleCompanyProblem = (cards: readonly { companyId: number }[]) =>
  new Set(cards.map((card) => card.companyId)).size > 1 ? 'the cards belong to several companies' : null;
