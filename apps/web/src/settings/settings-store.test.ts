import { describe, expect, it } from 'vitest';
import { settingsStorageKey } from './settings';
import { getSettings, updateSettings } from './settings-store';

describe('settings store', () => {
  it('persists every change to localStorage', () => {
    updateSettings({ layout: 'top', multiTab: false });
    expect(getSettings()).toMatchObject({ layout: 'top', multiTab: false, navTheme: 'light' });
    const stored = JSON.parse(window.localStorage.getItem(settingsStorageKey) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ layout: 'top', multiTab: false, primaryColor: '#196eff' });
  });
});
