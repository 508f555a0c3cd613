import { DatePicker, Form, Input, Select, type InputProps, type SelectProps } from 'antd';
import type { BaseOptionType } from 'antd/es/select';
import type { Dayjs } from 'dayjs';
import { formatDateTime } from '@simdesk/contract';
import { CodeSelect, type CodeSelectProps } from '../codes/code-select';

// The items of a list page's filter bar: each a Form.Item of the list's filter form, cleared with one click.

interface FilterItem {
  name: string;
  label: string;
}

/** Free text; the page's toObj trims it (filledOrUndefined). */
export function TextFilter({ name, label, ...input }: FilterItem & Omit<InputProps, 'name'>) {
  return (
    <Form.Item name={name} label={label}>
      <Input allowClear {...input} />
    </Form.Item>
  );
}

/** One code (or several, with mode="multiple") of a code table. */
export function CodeFilter({ name, label, ...select }: FilterItem & CodeSelectProps) {
  return (
    <Form.Item name={name} label={label}>
      <CodeSelect allowClear {...select} />
    </Form.Item>
  );
}

// Wide enough to show a chosen code (or choice) before the field fills with tags; an empty select is not a sliver.
const severalCodesStyle = { minWidth: 160 };

/** Several codes of a code table. */
export function SeveralCodesFilter({ name, label, ...select }: FilterItem & Omit<CodeSelectProps, 'mode'>) {
  return <CodeFilter name={name} label={label} mode="multiple" style={severalCodesStyle} {...select} />;
}

/** One of the page's own choices (or several, with mode="multiple"). */
export function ChoiceFilter<Option extends BaseOptionType>({
  name,
  label,
  style,
  ...select
}: FilterItem & SelectProps<Option['value'], Option>) {
  return (
    <Form.Item name={name} label={label}>
      <Select<Option['value'], Option> allowClear style={{ ...severalCodesStyle, ...style }} {...select} />
    </Form.Item>
  );
}

/** What a period filter holds: from and to, either may be open. */
export type FilterPeriod = [Dayjs | null, Dayjs | null];

/** A period with times (a whole-day period without them); `period` unless named otherwise. */
export function PeriodFilter({
  name = 'period',
  label,
  withTime = true,
}: Partial<FilterItem> & { withTime?: boolean }) {
  return (
    <Form.Item name={name} label={label}>
      <DatePicker.RangePicker showTime={withTime} />
    </Form.Item>
  );
}

/** A period filter's value as a list call takes it: from and to as the contract formats times. */
export function periodObj(period: FilterPeriod | undefined): { from?: string; to?: string } {
  const [from, to] = period ?? [];
  return {
    from: from ? formatDateTime(from.toDate()) : undefined,
    to: to ? formatDateTime(to.toDate()) : undefined,
  };
}

/** A multiple choice as a list call takes it: left out when nothing is chosen. */
export function chosenOrUndefined<Value>(chosen: readonly Value[] | undefined): Value[] | undefined {
  return chosen && chosen.length > 0 ? [...chosen] : undefined;
}

/** A keyset list's obj without its paging: the filters an export or a totals call of "the filtered list" takes. */
export function withoutPaging<Obj extends { cursor?: number | undefined; pageSize?: number | undefined }>(
  obj: Obj,
): Omit<Obj, 'cursor' | 'pageSize'> {
  const { cursor: _cursor, pageSize: _pageSize, ...filter } = obj;
  return filter;
}
