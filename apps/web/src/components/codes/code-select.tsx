import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnyCodeTable, CodeValue } from '@simdesk/contract';
import { textKey } from '../../i18n/text-key';

export interface CodeSelectProps extends Omit<SelectProps<CodeValue | CodeValue[]>, 'options'> {
  table: AnyCodeTable;
  /** Only these codes, in this order (the statuses a card may move to); the whole table by default. */
  codes?: readonly CodeValue[];
}

/** A select of a code table's codes, labelled as the table names them. */
export function CodeSelect({ table, codes = table.codes, ...selectProps }: CodeSelectProps) {
  const { t } = useTranslation();
  const options = codes
    .filter((code) => table.has(code))
    .map((code) => ({ value: code, label: t(textKey(table.labelKeyOf(code))) }));
  return <Select {...selectProps} options={options} />;
}
