import { describe, expect, it } from 'vitest';
import enUs from '../locales/en-US/rules.json';
import ptBr from '../locales/pt-BR/rules.json';
import zhCn from '../locales/zh-CN/rules.json';
import zhTw from '../locales/zh-TW/rules.json';
import { inviteLimit } from './constants';
import { durationUnits } from './duration';
import { ruleMessageKeys } from './message-keys';
import { countUnits, flowUnits } from './units';

const locales: Record<string, unknown> = { 'en-US': enUs, 'zh-CN': zhCn, 'zh-TW': zhTw, 'pt-BR': ptBr };

/** Every leaf of a nested object as [dotted key, value]. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, child]) =>
    leaves(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/** Every key the code hands to the web: messages and unit names. */
const keysInCode = [
  ...leaves(ruleMessageKeys).map(([, key]) => String(key)),
  ...flowUnits.map((unit) => `rules:flow.${unit}`),
  ...countUnits.map((unit) => `rules:count.${unit}`),
  ...durationUnits.map((unit) => `rules:duration.${unit}`),
];

describe('rules texts in every locale', () => {
  it('every key in code lives in the rules namespace', () => {
    for (const key of keysInCode) expect(key).toMatch(/^rules:[A-Za-z.]+$/);
  });

  it.each(Object.entries(locales))(
    '%s has a non-empty text for every key in code and nothing else',
    (_locale, texts) => {
      const present = new Map(leaves(texts));
      for (const key of keysInCode) {
        const text = present.get(key.slice('rules:'.length));
        expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
      }
      expect([...present.keys()].sort()).toEqual(keysInCode.map((key) => key.slice('rules:'.length)).sort());
    },
  );

  it('all four locales have identical key sets', () => {
    const reference = leaves(enUs)
      .map(([key]) => key)
      .sort();
    for (const texts of Object.values(locales))
      expect(
        leaves(texts)
          .map(([key]) => key)
          .sort(),
      ).toEqual(reference);
  });

  it('the invite limit text states the limit in code', () => {
    for (const texts of [enUs, zhCn, zhTw, ptBr]) expect(texts.invite.limit).toContain(String(inviteLimit));
  });

  it('Chinese count units are 万 and 亿 (萬 and 億 in traditional script)', () => {
    expect([zhCn.count.tenThousand, zhCn.count.hundredMillion]).toEqual(['万', '亿']);
    expect([zhTw.count.tenThousand, zhTw.count.hundredMillion]).toEqual(['萬', '億']);
  });
});
