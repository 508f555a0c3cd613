import {
  bindingImportCall,
  bindingImportColumns,
  bindingTemplateDownloadCall,
  imeiSchema,
  type BindingImportColumn,
} from '@simdesk/contract/modules/security';
import { localeResources } from '@simdesk/contract/locale-resources';
import { notFound } from '../../platform/http/app-error';
import { findScopedCardByIccid, type RowImportCalls } from '../sim-cards';
import { bindCard } from './binding-changes';
import { bindingTemplate } from './binding-template';

interface BindingRow {
  iccid: string;
  imei: string;
}

/**
 * Batch binding by file, a 'binding-import' task: each row binds (or rebinds) one card of the caller's scope to
 * an IMEI. A file without both columns fails the task with the reason (the binding page shows it there).
 */
export const bindingImport: RowImportCalls<BindingImportColumn, BindingRow> = {
  name: 'binding-import',
  templateCall: bindingTemplateDownloadCall,
  importCall: bindingImportCall,
  template: bindingTemplate,
  defaultFileName: 'bindings',
  checkHeaderOnUpload: false,
  columns: bindingImportColumns,
  requiredColumns: bindingImportColumns,
  titleOf: (locale, column) => localeResources[locale].security.import.columns[column],
  parseRow(cells) {
    const iccid = cells.iccid ?? '';
    const imei = imeiSchema.safeParse(cells.imei ?? '');
    if (!iccid || !imei.success)
      return { problem: `${iccid}: the IMEI is not 15 digits with its check digit` };
    return { value: { iccid, imei: imei.data } };
  },
  labelOf: (row) => row.iccid,
  async applyRow(transaction, caller, row) {
    const cardId = await findScopedCardByIccid(transaction, caller, row.iccid);
    if (cardId === undefined) throw notFound('no such card');
    await bindCard(transaction, caller, { cardId, imei: row.imei });
  },
};
