import {
  customerType,
  formatDateTime,
  idDocumentType,
  realNameRefusal,
  realNameStatus,
  registrationSource,
} from '@simdesk/contract';
import { registrationExportRequestSchema, type RegistrationRow } from '@simdesk/contract/modules/real-name';
import type { PersonalDataBox } from '../../platform/privacy/personal-data';
import type { ExportTranslate } from '../../platform/tasks/export-texts';
import { defineKeysetExportKind, type ExportColumn } from '../../platform/tasks/keyset-export-kind';
import { registrationConditions, registrationListSource } from './registration-rows';

const dateTime = (iso: string | null) => (iso === null ? null : formatDateTime(new Date(iso)));

/** The carrier's reason, by its code's text where the code is known. */
function refusalText(row: RegistrationRow, translate: ExportTranslate) {
  return row.refusalCode === null
    ? row.refusalReason
    : translate(realNameRefusal.labelKeyOf(row.refusalCode));
}

/** The list's columns in its order; personal data masked as the list shows it (the file may travel). */
const columns: readonly ExportColumn<RegistrationRow>[] = [
  ['realName:columns.iccid', (row) => row.iccid],
  ['realName:columns.msisdn', (row) => row.msisdn],
  ['realName:columns.vin', (row) => row.vin],
  ['realName:columns.realNameStatus', (row, t) => t(realNameStatus.labelKeyOf(row.realNameStatus))],
  ['realName:columns.customerType', (row, t) => t(customerType.labelKeyOf(row.customerType))],
  [
    'realName:columns.registrationSource',
    (row, t) => t(registrationSource.labelKeyOf(row.registrationSource)),
  ],
  ['realName:columns.holderName', (row) => row.holderName],
  ['realName:batch.documentType', (row, t) => t(idDocumentType.labelKeyOf(row.documentType))],
  ['realName:detail.documentNumber', (row) => row.documentNumber],
  ['realName:columns.enterpriseName', (row) => row.enterpriseName],
  ['realName:carrier.orderNumber', (row) => row.carrierOrderNumber],
  ['realName:columns.refusal', refusalText],
  ['realName:columns.createdAt', (row) => dateTime(row.createdAt)],
  ['realName:columns.submittedAt', (row) => dateTime(row.submittedAt)],
  ['realName:columns.completedAt', (row) => dateTime(row.completedAt)],
  ['realName:columns.company', (row) => row.companyName],
  ['realName:columns.org', (row) => row.orgName],
];

/** The registrations a list's filters select, scoped and masked like the list, as CSV or XLSX. */
export function registrationExportKind(personalData: PersonalDataBox) {
  return defineKeysetExportKind({
    name: 'real-name-registration-export',
    input: registrationExportRequestSchema,
    source: registrationListSource,
    conditions: (db, caller, filter) => registrationConditions(db, personalData, caller, filter),
    columns,
    sheetNameKey: 'pages:realnameList',
    fileStem: 'real-name-registrations',
  });
}
