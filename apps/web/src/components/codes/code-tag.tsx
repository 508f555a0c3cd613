import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnyCodeTable, CodeValue } from '@simdesk/contract';
import { codeLabel } from './code-label';

/** A status (any code) as its table names and colours it: one tag for card, real-name, task … statuses. */
export function CodeTag({ table, code }: { table: AnyCodeTable; code: CodeValue }) {
  const { t } = useTranslation();
  return <Tag color={table.has(code) ? table.colourOf(code) : 'default'}>{codeLabel(t, table, code)}</Tag>;
}
