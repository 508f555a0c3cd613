import { cardStatus, formatDateTime, realNameRefusal, realNameStatus } from '@simdesk/contract';
import { cardStateExportRequestSchema, type CardStateRow } from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { KeysetSource } from '../../../platform/database/keyset-page';
import { defineKeysetExportKind, type ExportColumn } from '../../../platform/tasks/keyset-export-kind';
import { placedCardConditions, placedCardSource } from '../../sim-cards';
import { cardStateRows, placedFilterOf } from './card-state-rows';

/** The list's columns: the card, its states, why its activation waits and since when, the carrier's reason. */
const columns: readonly ExportColumn<CardStateRow>[] = [
  ['realName:columns.iccid', (row) => row.iccid],
  ['realName:columns.msisdn', (row) => row.msisdn],
  ['realNameCardState:columns.vehicle', (row) => row.vin],
  ['realNameCardState:columns.cardStatus', (row, t) => t(cardStatus.labelKeyOf(row.cardStatus))],
  ['realNameCardState:columns.realNameStatus', (row, t) => t(realNameStatus.labelKeyOf(row.realNameStatus))],
  [
    'realNameCardState:columns.activation',
    (row, t) => t(`realNameCardState:block.${row.blockReason ?? 'none'}`),
  ],
  [
    'realNameCardState:detail.waitingSince',
    (row) => row.waitingSince && formatDateTime(new Date(row.waitingSince)),
  ],
  [
    'realName:columns.refusal',
    (row, t) =>
      row.refusalCode === null ? row.refusalReason : t(realNameRefusal.labelKeyOf(row.refusalCode)),
  ],
  ['realName:columns.company', (row) => row.companyName],
  ['realName:columns.org', (row) => row.orgName],
];

/** The SIM cards' own source, each batch completed with its newest registration in the caller's scope. */
const cardStateSource = (caller: OperatorContext): KeysetSource<CardStateRow> => ({
  table: placedCardSource.table,
  key: placedCardSource.key,
  keyOf: (row) => row.id,
  readPage: async (db, where, order, limit) =>
    cardStateRows(db, caller, await placedCardSource.readPage(db, where, order, limit)),
});

/** The cards the card state list's filters select, as CSV or XLSX in the caller's language. */
export const cardStateExportKind = defineKeysetExportKind({
  name: 'real-name-card-state-export',
  input: cardStateExportRequestSchema,
  source: cardStateSource,
  conditions: (db, caller, filter) => placedCardConditions(db, caller, placedFilterOf(filter)),
  columns,
  sheetNameKey: 'pages:realnameCardStateList',
  fileStem: 'card-states',
});
