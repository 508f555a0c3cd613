import { vehicleImportColumns, type VehicleImportColumn } from '@simdesk/contract/modules/vehicles';
import {
  fuelType,
  vehicleOrigin,
  vehicleStatus,
  vehicleType,
  type CardImportFormat,
  type LocaleCode,
} from '@simdesk/contract';
import { vinCheckCharacter } from '@simdesk/contract/rules';
import { localeResources } from '@simdesk/contract/locale-resources';
import { codeValuesText, writeRowImportTemplate } from '../sim-cards';

const exampleDraft = 'LEXAMPLE0T0000001';
/** The template's example VIN (a well-formed one): a row naming it is reported, never added. */
export const exampleVin = `${exampleDraft.slice(0, 8)}${vinCheckCharacter(exampleDraft) ?? '0'}${exampleDraft.slice(9)}`;

/** The code tables of the code columns: a cell holds a code or its text in any locale. */
export const vehicleCodeColumns = {
  vehicleType,
  fuelType,
  origin: vehicleOrigin,
  vehicleStatus,
} as const;

const exampleCells: Readonly<Record<Exclude<VehicleImportColumn, 'remark'>, string>> = {
  vin: exampleVin,
  plate: '粤B12345',
  model: 'Aurora S5',
  series: '2026',
  vehicleType: '1',
  fuelType: '3',
  origin: '1',
  vehicleStatus: '1',
  orgId: '',
  iccid: '',
};

/** The vehicle template in the caller's language: CSV (rules as '#' comments) or XLSX (a rules sheet). */
export function vehicleTemplate(format: CardImportFormat, locale: LocaleCode) {
  const texts = localeResources[locale].vehicles.import;
  const { rules } = texts;
  const codeRules = Object.entries(vehicleCodeColumns).map(([column, table]) =>
    rules.codes
      .replace('{{column}}', texts.columns[column as keyof typeof vehicleCodeColumns])
      .replace('{{values}}', codeValuesText(table, locale)),
  );
  return writeRowImportTemplate(format, {
    baseName: `vehicle-template-${locale}`,
    header: vehicleImportColumns.map((column) => texts.columns[column]),
    example: vehicleImportColumns.map((column) =>
      column === 'remark' ? texts.exampleRemark : exampleCells[column],
    ),
    rules: [
      rules.title,
      rules.oneVehicle,
      rules.vin,
      ...codeRules,
      rules.org,
      rules.iccid,
      rules.existing,
      rules.example,
      rules.report,
    ],
    sheetName: texts.sheetVehicles,
    rulesSheetName: texts.sheetRules,
  });
}
