import { describe, expect, it } from 'vitest';
import { localeResources } from '@simdesk/contract/locale-resources';
import { localeCodes } from '@simdesk/contract/locales';
import { contentWidths, layoutModes, navThemes } from '../settings/settings';
import { i18n } from './i18n';

const shellNamespaces = ['common', 'shell', 'auth', 'errors'] as const;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const entries: Record<string, string> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(entries, flatten(inner, prefix === '' ? key : `${prefix}.${key}`));
  }
  return entries;
}

const english = Object.fromEntries(
  shellNamespaces.map((namespace) => [namespace, flatten(localeResources['en-US'][namespace])]),
);

describe('shell locale files', () => {
  it.each(localeCodes)('%s has exactly the English keys, none empty', (locale) => {
    for (const namespace of shellNamespaces) {
      const texts = flatten(localeResources[locale][namespace]);
      expect(Object.keys(texts).sort(), `${locale} ${namespace}`).toEqual(
        Object.keys(english[namespace] ?? {}).sort(),
      );
      for (const [key, text] of Object.entries(texts))
        expect(text.trim(), `${locale} ${namespace}:${key}`).not.toBe('');
    }
  });

  // Words Brazilian Portuguese takes over from English as they are.
  const sharedWords: Record<string, readonly string[]> = {
    'pt-BR': ['shell:settings.layout', 'shell:profile.fields.mail', 'common:download.defaultName'],
  };

  it.each(['zh-CN', 'zh-TW', 'pt-BR'] as const)('%s translates rather than copies the English', (locale) => {
    // Names that stay the same in every language: the product, each language's own name, a dash, nested keys.
    const sameEverywhere = /^(common:(productName|none|languages\..*)|errors:status\.(10031|10034))$/;
    const shared = sharedWords[locale] ?? [];
    const copied = shellNamespaces.flatMap((namespace) => {
      const texts = flatten(localeResources[locale][namespace]);
      return Object.entries(texts)
        .filter(
          ([key]) => !sameEverywhere.test(`${namespace}:${key}`) && !shared.includes(`${namespace}:${key}`),
        )
        .filter(([key, text]) => text === english[namespace]?.[key])
        .map(([key]) => `${namespace}:${key}`);
    });
    expect(copied).toEqual([]);
  });

  it('keeps the English texts the spec gives word for word', () => {
    const t = i18n.getFixedT('en-US');
    expect(t('shell:tabs.lastTab')).toBe('last tab cannot be closed');
    expect(t('shell:tabs.noLeft')).toBe('no tab on the left');
    expect(t('shell:tabs.noRight')).toBe('no tab on the right');
    expect(t('shell:accountSwitch.chooseFirst')).toBe('please choose an account to switch');
    expect(t('shell:accountSwitch.success')).toBe('switch success');
    expect(t('shell:logout.confirm')).toBe('Are you sure you would like to logout?');
    expect(t('errors:status.10022')).toBe('login state has expired, please log in again');
    expect(t('errors:requestError')).toBe('request error');
    expect(t('errors:forbidden')).toBe('Forbidden');
    expect(t('errors:download.noData')).toBe('no data to download');
  });

  it('shows the rule messages of spec §5 for the matching statuses, in every language', () => {
    for (const locale of localeCodes) {
      const t = i18n.getFixedT(locale);
      expect(t('errors:status.10031')).toBe(t('rules:credentials.invalid'));
      expect(t('errors:status.10034')).toBe(t('rules:verificationCode.invalid'));
      expect(t('errors:status.10031')).not.toContain('$t(');
    }
  });
});

describe('keys used by the console', () => {
  const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('every literal key in the source exists in English', () => {
    const keyPattern = /['`]((?:common|shell|auth|errors|rules|pages):[A-Za-z0-9_.-]+)['`]/g;
    const used = new Set<string>();
    for (const text of Object.values(sources))
      for (const match of text.matchAll(keyPattern)) used.add(match[1] ?? '');
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used].filter((key) => !i18n.exists(key, { lng: 'en-US', fallbackLng: false }));
    expect(missing).toEqual([]);
  });

  it('every key built from a list exists in English', () => {
    const built = [
      ...localeCodes.map((code) => `common:languages.${code}`),
      ...layoutModes.map((mode) => `shell:settings.layouts.${mode}`),
      ...navThemes.map((theme) => `shell:settings.navThemes.${theme}`),
      ...contentWidths.map((width) => `shell:settings.contentWidths.${width}`),
      ...['fixedHeader', 'fixedSidebar', 'autoHideHeader', 'colorWeak', 'multiTab', 'routePermission'].map(
        (key) => `shell:settings.${key}`,
      ),
      ...['close', 'closeLeft', 'closeRight', 'closeAll'].map((action) => `shell:tabs.actions.${action}`),
      ...['lastTab', 'noLeft', 'noRight'].map((notice) => `shell:tabs.${notice}`),
      ...['forbidden', 'notFound', 'nothingOpen'].flatMap((kind) => [
        `shell:failure.${kind}.title`,
        `shell:failure.${kind}.text`,
      ]),
      ...['company', 'org', 'role', 'lastLogin'].map((fact) => `shell:dashboard.facts.${fact}`),
      ...['purpose', 'credentials', 'data', 'audit'].flatMap((section) => [
        `auth:agreement.sections.${section}.title`,
        `auth:agreement.sections.${section}.text`,
      ]),
      ...['connectivity', 'pools', 'realName', 'lifecycle'].flatMap((point) => [
        `auth:welcome.points.${point}.title`,
        `auth:welcome.points.${point}.text`,
      ]),
    ];
    expect(built.filter((key) => !i18n.exists(key, { lng: 'en-US', fallbackLng: false }))).toEqual([]);
  });
});
