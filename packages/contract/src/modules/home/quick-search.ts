import { hasPage } from '../../access/access';
import { findPageByName, pathOfPage } from '../../pages/lookup';
import { isRoutable } from '../../pages/navigation';
import { pageRegistry } from '../../pages/registry';
import type { PageDefinition } from '../../pages/types';
import { isValidIdentifier, normalizeIdentifier, type IdentifierKind } from '../../rules/identifiers';

/** One choice of the header's quick search: the kind of number and the list it opens. */
export interface QuickSearchTarget {
  kind: IdentifierKind;
  /** Route the middle page forwards to; the operator needs its page code (spec §6). */
  targetName: string;
  /** i18n key of the choice. */
  labelKey: string;
  /** i18n key of the message for a number of the wrong shape. */
  invalidKey: string;
  /** The query the target list filters by. */
  forwardQuery(number: string): Record<string, string>;
}

function cardTarget(kind: IdentifierKind): QuickSearchTarget {
  return {
    kind,
    targetName: 'simCardList',
    labelKey: `home:quickSearch.kinds.${kind}`,
    invalidKey: `home:quickSearch.invalid.${kind}`,
    forwardQuery: (number) => ({ cardNumber: number, numberType: kind }),
  };
}

/** Cards by ICCID, MSISDN or IMSI (only with the SIM card list), vehicles by VIN (only with the vehicle list). */
export const quickSearchTargets: readonly QuickSearchTarget[] = [
  cardTarget('iccid'),
  cardTarget('msisdn'),
  cardTarget('imsi'),
  {
    kind: 'vin',
    targetName: 'vehicleList',
    labelKey: 'home:quickSearch.kinds.vin',
    invalidKey: 'home:quickSearch.invalid.vin',
    forwardQuery: (number) => ({ vin: number }),
  },
];

/** Route name of the hop every quick search goes through. */
export const middlePageName = 'middlePage';

/** The choices an operator is offered: those whose list they may open. */
export function quickSearchTargetsFor(
  granted: ReadonlySet<string>,
  pages: readonly PageDefinition[] = pageRegistry,
): QuickSearchTarget[] {
  return quickSearchTargets.filter((target) => {
    const page = findPageByName(target.targetName, pages);
    return page !== undefined && hasPage(granted, page.pageCode);
  });
}

/** What the middle page is given: the number (spec: targetParams with cardNumber) and its kind. */
export interface QuickSearchParams {
  cardNumber: string;
  numberType: IdentifierKind;
}

/** The middle page's address for a search; the number is normalised first. */
export function quickSearchPath(target: QuickSearchTarget, value: string): string {
  const params: QuickSearchParams = {
    cardNumber: normalizeIdentifier(target.kind, value),
    numberType: target.kind,
  };
  return pathOfPage(
    middlePageName,
    {},
    { targetName: target.targetName, targetParams: JSON.stringify(params) },
  );
}

export type MiddlePageOutcome =
  | { kind: 'forward'; to: string }
  | { kind: 'invalid' }
  | { kind: 'forbidden'; page: PageDefinition }
  | { kind: 'notBuilt'; page: PageDefinition };

function readParams(raw: string | null): { cardNumber: string; numberType?: unknown } | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('cardNumber' in value)) return undefined;
    const { cardNumber, numberType } = value as { cardNumber: unknown; numberType?: unknown };
    return typeof cardNumber === 'string' ? { cardNumber, numberType } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the middle page sends the operator. Only the quick-search lists are targets (the page is no open
 * redirect), the number must have the shape of its kind, and the list must be granted and built.
 */
export function resolveMiddlePage(
  search: string,
  granted: ReadonlySet<string>,
  pages: readonly PageDefinition[] = pageRegistry,
): MiddlePageOutcome {
  const query = new URLSearchParams(search);
  const targetName = query.get('targetName');
  const params = readParams(query.get('targetParams'));
  if (params === undefined) return { kind: 'invalid' };
  const target = quickSearchTargets.find(
    (candidate) =>
      candidate.targetName === targetName &&
      (params.numberType === undefined || params.numberType === candidate.kind) &&
      isValidIdentifier(candidate.kind, params.cardNumber),
  );
  const page = target === undefined ? undefined : findPageByName(target.targetName, pages);
  if (target === undefined || page === undefined) return { kind: 'invalid' };
  if (!hasPage(granted, page.pageCode)) return { kind: 'forbidden', page };
  if (!isRoutable(page, pages)) return { kind: 'notBuilt', page };
  const forward = new URLSearchParams(
    target.forwardQuery(normalizeIdentifier(target.kind, params.cardNumber)),
  );
  return { kind: 'forward', to: `${page.path}?${forward.toString()}` };
}
