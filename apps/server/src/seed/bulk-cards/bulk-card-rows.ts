// One seeded card as a CSV line for COPY into sim_cards: the demo card of the same index (the facts the demo
// seed uses too), placed in a company and org of the console.
import { carrier } from '@simdesk/contract';
import { copyCsv, type CopyValue } from '../../platform/database/copy-csv';
import { demoCardFacts } from '../../modules/sim-cards/testing';
import { placementOf, type PlacementTable } from './card-placement';

/** The sim_cards columns a seeded line fills, in its order; the rest keep their defaults. */
export const bulkCardColumns = [
  'company_id',
  'org_id',
  'org_path',
  'carrier_account_id',
  'carrier',
  'iccid',
  'msisdn',
  'imsi',
  'imei',
  'card_status',
  'real_name_status',
  'vehicle_status',
  'vin',
  'opened_at',
  'activated_at',
  'rate_plan',
  'tags',
  'status_changed_at',
] as const;

/** A PostgreSQL array literal of simple words (tags have no commas, quotes or braces). */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}

/** The CSV line of card `index`, its dates counted back from `now`. */
export function bulkCardLine(index: number, table: PlacementTable, now: number): string {
  const card = demoCardFacts(index, now);
  const placement = placementOf(index, table);
  const values: CopyValue[] = [
    placement.companyId,
    placement.orgId,
    placement.orgPath,
    placement.carrierAccountId,
    carrier.byName.chinaMobile,
    card.iccid,
    card.msisdn,
    card.imsi,
    card.imei,
    card.cardStatus,
    card.realNameStatus,
    card.vehicleStatus,
    card.vin,
    card.openedAt.toISOString(),
    card.activatedAt?.toISOString() ?? null,
    card.ratePlan,
    arrayLiteral(card.tags),
    card.statusChangedAt.toISOString(),
  ];
  return copyCsv([values]).trimEnd();
}

/** The CSV text of cards `from` … `to - 1`, one line each. */
export function bulkCardCsv(from: number, to: number, table: PlacementTable, now: number): string {
  const lines: string[] = [];
  for (let index = from; index < to; index += 1) lines.push(bulkCardLine(index, table, now));
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
