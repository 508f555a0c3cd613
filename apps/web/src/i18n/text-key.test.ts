import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { pageTitleKey, textKey } from './text-key';

// The @ts-expect-error lines are the test: `npm run typecheck` fails when one of them compiles.
describe('typed text keys', () => {
  const t = i18n.getFixedT('en-US');

  it('takes the keys of the English texts, with their namespace or of common', () => {
    expect(t('cards:columns.iccid')).toBe('ICCID');
    expect(t('cancel')).toBe(t('common:cancel'));
    // @ts-expect-error a mistyped key
    expect(t('cards:columns.iccdi')).not.toBe('ICCID');
    // @ts-expect-error a namespace that does not exist
    expect(t('card:columns.iccid')).not.toBe('ICCID');
    // @ts-expect-error a key of another namespace without its prefix
    expect(t('columns.iccid')).not.toBe('ICCID');
  });

  it('lets keys from data through one named door', () => {
    expect(t(pageTitleKey({ titleKey: 'simCardList' }))).toBe('SIM card list');
    expect(t(textKey('rules:required.mail'))).not.toBe('rules:required.mail');
  });
});
