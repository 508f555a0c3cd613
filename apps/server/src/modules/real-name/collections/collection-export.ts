import { collectionStage, documentWarning, formatDateTime, realNameStatus } from '@simdesk/contract';
import { collectionExportRequestSchema, type CollectionRow } from '@simdesk/contract/modules/real-name';
import { defineKeysetExportKind, type ExportColumn } from '../../../platform/tasks/keyset-export-kind';
import { collectionConditions, collectionListSource } from './collection-rows';

const dateTime = (iso: string | null) => (iso === null ? null : formatDateTime(new Date(iso)));

/** The list's columns; the owner's name masked as the list shows it, no other personal data. */
const columns: readonly ExportColumn<CollectionRow>[] = [
  ['realName:columns.iccid', (row) => row.iccid],
  ['realName:columns.msisdn', (row) => row.msisdn],
  ['realName:columns.vin', (row) => row.vin],
  ['realName:collecting.columns.stage', (row, t) => t(collectionStage.labelKeyOf(row.stage))],
  ['realName:collecting.columns.ownerName', (row) => row.ownerName],
  [
    'realName:collecting.columns.warnings',
    (row, t) => row.warnings.map((warning) => t(documentWarning.labelKeyOf(warning.code))).join('; '),
  ],
  ['realName:collecting.columns.faceScore', (row) => row.faceScore],
  [
    'realName:columns.realNameStatus',
    (row, t) => (row.realNameStatus === null ? null : t(realNameStatus.labelKeyOf(row.realNameStatus))),
  ],
  ['realName:columns.refusal', (row) => row.refusalReason],
  ['realName:collecting.columns.expiresAt', (row) => dateTime(row.expiresAt)],
  ['realName:collecting.columns.createdBy', (row) => row.name],
  ['realName:collecting.columns.createdAt', (row) => dateTime(row.createdAt)],
  ['realName:columns.company', (row) => row.companyName],
  ['realName:columns.org', (row) => row.orgName],
];

/** The owner collections the list's filters select, as CSV or XLSX in the caller's language. */
export const collectionExportKind = defineKeysetExportKind({
  name: 'real-name-collection-export',
  input: collectionExportRequestSchema,
  source: collectionListSource,
  conditions: collectionConditions,
  columns,
  sheetNameKey: 'pages:collecting',
  fileStem: 'owner-collections',
});
