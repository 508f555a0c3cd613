import { describe, expect, it } from 'vitest';
import { localeCodes } from '../locales/locale-codes';
import { localeResources } from '../locales/resources';
import { pageRegistry } from './registry';

const titleKeys = [...new Set(pageRegistry.map((page) => page.titleKey))].sort();

describe('page titles', () => {
  it.each(localeCodes)('%s has a title for every page and nothing else', (locale) => {
    const titles: Record<string, string> = localeResources[locale].pages;
    expect(Object.keys(titles).sort()).toEqual(titleKeys);
    for (const [key, title] of Object.entries(titles)) expect(title.trim(), `${locale} ${key}`).not.toBe('');
  });

  it('translates rather than copies the English titles', () => {
    const english: Record<string, string> = localeResources['en-US'].pages;
    for (const locale of ['zh-CN', 'zh-TW'] as const) {
      const titles: Record<string, string> = localeResources[locale].pages;
      const copied = titleKeys.filter((key) => titles[key] === english[key]);
      expect(copied, locale).toEqual([]);
    }
  });

  it('writes Traditional Chinese titles in traditional characters', () => {
    const simplified: Record<string, string> = localeResources['zh-CN'].pages;
    const traditional: Record<string, string> = localeResources['zh-TW'].pages;
    // Characters that only the simplified script uses; a slip copies them into zh-TW.
    const simplifiedOnly = /[车设务认实录单数统报户关开发运营网联账详细线动态码则话]/u;
    expect(titleKeys.filter((key) => simplifiedOnly.test(traditional[key] ?? ''))).toEqual([]);
    expect(simplified['simCardList']).toBe('物联卡列表');
    expect(traditional['simCardList']).toBe('物聯卡列表');
  });
});
