import type { ReactNode } from 'react';
import { Tag, type TableColumnType } from 'antd';
import { ChoiceFilter } from './list-filters';

/** A record's enabled flag as a filter holds it and the texts name it. */
export type EnabledState = 'enabled' | 'disabled';

/** Each module names the states in its own words. */
type StateText = (state: EnabledState) => string;

export function enabledState(enabled: boolean): EnabledState {
  return enabled ? 'enabled' : 'disabled';
}

/** Enabled or disabled records; the list call takes it as a boolean (enabledFilterObj). */
export function EnabledFilter({
  label,
  stateText,
  width = 120,
}: {
  label: string;
  stateText: StateText;
  width?: number;
}) {
  return (
    <ChoiceFilter
      name="enabled"
      label={label}
      style={{ width }}
      options={(['enabled', 'disabled'] as const).map((state) => ({ value: state, label: stateText(state) }))}
    />
  );
}

/** The enabled filter's value as a list call takes it. */
export function enabledFilterObj(enabled: EnabledState | undefined): boolean | undefined {
  return enabled === undefined ? undefined : enabled === 'enabled';
}

/** Green while enabled, grey while not. */
export function EnabledTag({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return <Tag color={enabled ? 'success' : 'default'}>{children}</Tag>;
}

/** The list column of the rows' enabled flag, as a tag. */
export function enabledColumn<Row extends { enabled: boolean }>(
  title: string,
  stateText: StateText,
): TableColumnType<Row> {
  return {
    title,
    dataIndex: 'enabled',
    render: (enabled: boolean) => (
      <EnabledTag enabled={enabled}>{stateText(enabledState(enabled))}</EnabledTag>
    ),
  };
}
