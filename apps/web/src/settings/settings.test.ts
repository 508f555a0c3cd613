import { beforeEach, describe, expect, it } from 'vitest';
import {
  defaultSettings,
  mergeStoredSettings,
  readSettings,
  settingsStorageKey,
  writeSettings,
  type ConsoleSettings,
} from './settings';

beforeEach(() => window.localStorage.clear());

describe('default settings', () => {
  it('follow spec §9, its second reading as a whole: top-menu layout and route permission on', () => {
    expect(defaultSettings(['en-US'])).toEqual({
      layout: 'top',
      navTheme: 'light',
      primaryColor: '#196eff',
      contentWidth: 'fluid',
      fixedHeader: false,
      fixedSidebar: false,
      autoHideHeader: false,
      colorWeak: false,
      multiTab: true,
      routePermission: true,
      timeZone: 'browser',
      language: 'en-US',
    });
  });

  it('take the language from the browser among the four, else English', () => {
    expect(defaultSettings(['zh-CN', 'en-US']).language).toBe('zh-CN');
    expect(defaultSettings(['zh-HK']).language).toBe('zh-TW');
    expect(defaultSettings(['pt', 'de-DE']).language).toBe('pt-BR');
    expect(defaultSettings(['de-DE', 'fr-FR']).language).toBe('en-US');
    expect(defaultSettings([]).language).toBe('en-US');
  });
});

describe('stored settings', () => {
  const chosen: ConsoleSettings = {
    layout: 'side',
    navTheme: 'dark',
    primaryColor: '#722ed1',
    contentWidth: 'fixed',
    fixedHeader: true,
    fixedSidebar: true,
    autoHideHeader: true,
    colorWeak: true,
    multiTab: false,
    routePermission: false,
    timeZone: 'America/Mexico_City',
    language: 'pt-BR',
  };

  it('are restored at start-up exactly as written', () => {
    writeSettings(window.localStorage, chosen);
    expect(readSettings(window.localStorage, ['zh-CN'])).toEqual(chosen);
  });

  it('keep the browser language only while nothing is stored', () => {
    expect(readSettings(window.localStorage, ['zh-TW']).language).toBe('zh-TW');
    writeSettings(window.localStorage, { ...chosen, language: 'en-US' });
    expect(readSettings(window.localStorage, ['zh-TW']).language).toBe('en-US');
  });

  it('drop invalid fields one by one and survive garbage', () => {
    const merged = mergeStoredSettings(defaultSettings(['en-US']), {
      layout: 'diagonal',
      navTheme: 'dark',
      primaryColor: 'red; background: url(x)',
      multiTab: 'yes',
      routePermission: 'off',
      timeZone: 'Europe/Atlantis',
      language: 'fr-FR',
    });
    expect(merged).toMatchObject({
      layout: 'top',
      navTheme: 'dark',
      primaryColor: '#196eff',
      multiTab: true,
      routePermission: true,
      timeZone: 'browser',
    });
    expect(merged.language).toBe('en-US');
    window.localStorage.setItem(settingsStorageKey, '{not json');
    expect(readSettings(window.localStorage, ['en-US'])).toEqual(defaultSettings(['en-US']));
  });
});
