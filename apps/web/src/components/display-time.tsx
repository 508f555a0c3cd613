import { formatDateTime } from '@simdesk/contract';
import type { ConsoleSettings } from '../settings/settings';
import { getSettings, useSettings } from '../settings/settings-store';

type TimeValue = string | number | Date;

function zoneOf(setting: ConsoleSettings['timeZone']): string | undefined {
  return setting === 'browser' ? undefined : setting;
}

/** A time as the console shows it (YYYY-MM-DD HH:mm:ss) in the operator's chosen time zone. */
export function formatDisplayTime(value: TimeValue, timeZone = getSettings().timeZone): string {
  return formatDateTime(value instanceof Date ? value : new Date(value), zoneOf(timeZone));
}

/** A time in the chosen time zone; it follows a change of the setting without a reload. */
export function DisplayTime({ value }: { value: TimeValue }) {
  const { timeZone } = useSettings();
  return <>{formatDisplayTime(value, timeZone)}</>;
}
