import type { TFunction } from 'i18next';
import type { AnyCodeTable, CodeValue } from '@simdesk/contract';
import { textKey } from '../../i18n/text-key';

/** A code's label from its table; the code itself when the table does not know it (an older row). */
export function codeLabel(t: TFunction, table: AnyCodeTable, code: CodeValue): string {
  return table.has(code) ? t(textKey(table.labelKeyOf(code))) : String(code);
}
