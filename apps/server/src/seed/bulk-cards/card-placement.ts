// Where a seeded card sits: which company, which org, which carrier account. A pure function of the card's
// index, so a seed that is stopped and run again places every card where the first run would have.
import { demoDraw } from '../../modules/sim-cards/testing';

/** A company of the database as the seed sees it. */
export interface SeedCompany {
  id: number;
  isCarrier: boolean;
  /** The carrier account its cards belong to. */
  carrierAccountId: number;
  orgs: readonly SeedOrg[];
}

export interface SeedOrg {
  id: number;
  path: string;
}

/** What a card row needs to know about where it is. */
export interface CardPlacement {
  companyId: number;
  orgId: number;
  orgPath: string;
  carrierAccountId: number;
}

/** Placements with their cumulative share (0 … 1], in order. */
export type PlacementTable = readonly { upTo: number; placement: CardPlacement }[];

// The car maker with the biggest org tree holds most of the fleet, the carrier keeps some stock, every other
// company a little: with the demo's three companies that is 85 %, 10 % and 5 %.
const companyWeights = { largestCustomer: 17, carrier: 2, otherCustomer: 1 } as const;
// Cards sit mostly at the leaves of the tree (dealers, branches), some at the offices above them.
const leafOrgWeight = 6;
const innerOrgWeight = 1;

function companyWeight(company: SeedCompany, largestCustomerId: number | undefined): number {
  if (company.isCarrier) return companyWeights.carrier;
  return company.id === largestCustomerId ? companyWeights.largestCustomer : companyWeights.otherCustomer;
}

function orgWeights(orgs: readonly SeedOrg[]): number[] {
  return orgs.map((org) => {
    const hasChildren = orgs.some((other) => other !== org && other.path.startsWith(org.path));
    return hasChildren ? innerOrgWeight : leafOrgWeight;
  });
}

/** The cumulative table cards are placed by; companies without an org hold no card. */
export function placementTable(companies: readonly SeedCompany[]): PlacementTable {
  const customers = companies.filter((company) => !company.isCarrier && company.orgs.length > 0);
  const largestCustomerId = [...customers].sort(
    (left, right) => right.orgs.length - left.orgs.length || left.id - right.id,
  )[0]?.id;
  const weighted: { weight: number; placement: CardPlacement }[] = [];
  for (const company of companies) {
    if (company.orgs.length === 0) continue;
    const weights = orgWeights(company.orgs);
    const orgTotal = weights.reduce((sum, weight) => sum + weight, 0);
    company.orgs.forEach((org, position) => {
      weighted.push({
        weight: (companyWeight(company, largestCustomerId) * (weights[position] ?? 0)) / orgTotal,
        placement: {
          companyId: company.id,
          orgId: org.id,
          orgPath: org.path,
          carrierAccountId: company.carrierAccountId,
        },
      });
    });
  }
  const total = weighted.reduce((sum, entry) => sum + entry.weight, 0);
  if (total === 0) throw new Error('no company with an org to place cards in');
  let running = 0;
  return weighted.map((entry, position) => {
    running += entry.weight;
    return { upTo: position === weighted.length - 1 ? 1 : running / total, placement: entry.placement };
  });
}

const placementSalt = 101;

/** Where card `index` goes. */
export function placementOf(index: number, table: PlacementTable): CardPlacement {
  const draw = demoDraw(index, placementSalt);
  const found = table.find((entry) => draw < entry.upTo) ?? table[table.length - 1];
  if (!found) throw new Error('empty placement table');
  return found.placement;
}
