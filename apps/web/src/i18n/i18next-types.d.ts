import 'i18next';
import type { EnglishTexts, LocaleNamespace } from '@simdesk/contract/locales';

// Keys are typed from the English texts: a mistyped key or namespace fails the typecheck. Unprefixed keys are
// the default namespace's ('common'); every namespace's keys may be written with their prefix ('cards:…').
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: readonly ['common', ...LocaleNamespace[]];
    resources: EnglishTexts;
  }
}
