import { formatDateTime } from '@simdesk/contract';
import { separationExportRequestSchema, type SeparationRow } from '@simdesk/contract/modules/security';
import { defineKeysetExportKind, type ExportColumn } from '../../platform/tasks/keyset-export-kind';
import { separationConditions, separationSource } from './separation-rows';

/** The file's columns: the list's header texts (security:columns) and each cell. */
const columns: readonly ExportColumn<SeparationRow>[] = [
  ['security:columns.separatedAt', (row) => formatDateTime(new Date(row.separatedAt))],
  ['security:columns.iccid', (row) => row.iccid],
  ['security:columns.msisdn', (row) => row.msisdn],
  ['security:columns.company', (row) => row.companyName],
  ['security:columns.org', (row) => row.orgName],
  ['security:columns.oldImei', (row) => row.oldImei],
  ['security:columns.newImei', (row) => row.newImei],
  ['security:columns.cellArea', (row) => row.cellArea],
];

/** The separations the list's filters select, scoped like the list, as CSV or XLSX in the caller's locale. */
export const separationExportKind = defineKeysetExportKind({
  name: 'separation-export',
  input: separationExportRequestSchema,
  source: separationSource,
  conditions: separationConditions,
  columns,
  sheetNameKey: 'pages:separate',
  fileStem: 'separations',
});
