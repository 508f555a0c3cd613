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
  /**
   * Pages that answer the same search, best first, when the target is not granted or not built: the search
   * ends on a page that shows what matched, never on "not available yet" while one of them can.
   */
  standIns?: readonly string[];
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

/**
 * Cards by ICCID, MSISDN or IMSI (only with the SIM card list); vehicles by VIN: the real-name vehicle list, or
 * until it is built the vehicle page of the card list (the vehicle as the cards on its VIN describe it).
 */
export const quickSearchTargets: readonly QuickSearchTarget[] = [
  cardTarget('iccid'),
  cardTarget('msisdn'),
  cardTarget('imsi'),
  {
    kind: 'vin',
    targetName: 'vehicleList',
    standIns: ['simCardVehicleDetail'],
    labelKey: 'home:quickSearch.kinds.vin',
    invalidKey: 'home:quickSearch.invalid.vin',
    forwardQuery: (number) => ({ vin: number }),
  },
];

/** Route name of the hop every quick search goes through. */
export const middlePageName = 'middlePage';

/** The target and its stand-ins that exist, best first. */
function answeringPages(target: QuickSearchTarget, pages: readonly PageDefinition[]): PageDefinition[] {
  return [target.targetName, ...(target.standIns ?? [])].flatMap((name) => {
    const page = findPageByName(name, pages);
    return page === undefined ? [] : [page];
  });
}

/** The choices an operator is offered: those with a page that answers them the operator may open. */
export function quickSearchTargetsFor(
  granted: ReadonlySet<string>,
  pages: readonly PageDefinition[] = pageRegistry,
): QuickSearchTarget[] {
  return quickSearchTargets.filter((target) =>
    answeringPages(target, pages).some((page) => hasPage(granted, page.pageCode)),
  );
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
  const candidates = target === undefined ? [] : answeringPages(target, pages);
  const [first] = candidates;
  if (target === undefined || first === undefined) return { kind: 'invalid' };
  const open = candidates.filter((candidate) => hasPage(granted, candidate.pageCode));
  const page = open.find((candidate) => isRoutable(candidate, pages));
  if (open[0] === undefined) return { kind: 'forbidden', page: first };
  if (page === undefined) return { kind: 'notBuilt', page: open[0] };
  const forward = new URLSearchParams(
    target.forwardQuery(normalizeIdentifier(target.kind, params.cardNumber)),
  );
  return { kind: 'forward', to: `${page.path}?${forward.toString()}` };
}
