import { describe, expect, it } from 'vitest';
import { localeCodes } from './locale-codes';
import { localeNamespaces, localeTextFiles } from './namespaces';
import { localeResources } from './resources';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const entries: Record<string, string> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(entries, flatten(inner, prefix === '' ? key : `${prefix}.${key}`));
  }
  return entries;
}

describe('locale files', () => {
  it('has each namespace from one place only (the platform or one module)', () => {
    expect(new Set(localeNamespaces).size).toBe(localeNamespaces.length);
    expect(Object.keys(localeTextFiles).sort()).toEqual([...localeNamespaces].sort());
  });

  it('every namespace is present in every locale', () => {
    for (const locale of localeCodes) {
      expect(Object.keys(localeResources[locale]).sort()).toEqual([...localeNamespaces].sort());
    }
  });

  it.each(localeCodes)('%s has exactly the English keys in every namespace, none empty', (locale) => {
    for (const namespace of localeNamespaces) {
      const english = flatten(localeResources['en-US'][namespace]);
      const texts = flatten(localeResources[locale][namespace]);
      expect(Object.keys(texts).sort(), `${locale} ${namespace}`).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts))
        expect(text.trim(), `${locale} ${namespace}:${key}`).not.toBe('');
    }
  });
});
