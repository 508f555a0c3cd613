import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings';
import { updateSettings } from '../settings/settings-store';
import { DisplayTime, formatDisplayTime } from './display-time';

afterEach(() => updateSettings(defaultSettings(['en-US'])));

// 10:30:05 in Beijing, 02:30:05 UTC.
const instant = '2024-03-01T02:30:05.000Z';

describe('times on screen', () => {
  it('are shown in the chosen zone, and follow a change of the setting at once', () => {
    updateSettings({ timeZone: 'Asia/Shanghai' });
    render(<DisplayTime value={instant} />);
    expect(screen.getByText('2024-03-01 10:30:05')).toBeTruthy();
    act(() => updateSettings({ timeZone: 'America/Mexico_City' }));
    expect(screen.getByText('2024-02-29 20:30:05')).toBeTruthy();
  });

  it('are in the browser’s own zone by default', () => {
    const local = new Date(instant);
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(formatDisplayTime(instant)).toBe(
      `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ` +
        `${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`,
    );
  });
});
