import { namespaceFiles } from './locale-texts';
import type englishCommon from './en-US/common.json';
import type englishPages from './en-US/pages.json';
import type englishCodes from './en-US/codes.json';
import type englishRules from './en-US/rules.json';
import type englishErrors from './en-US/errors.json';
import type englishShell from './en-US/shell.json';

/** The platform's texts: shared words, page titles, code tables, rules, errors and the shell. */
export const platformTexts = {
  common: namespaceFiles<typeof englishCommon>((locale) => import(`./${locale}/common.json`)),
  pages: namespaceFiles<typeof englishPages>((locale) => import(`./${locale}/pages.json`)),
  codes: namespaceFiles<typeof englishCodes>((locale) => import(`./${locale}/codes.json`)),
  rules: namespaceFiles<typeof englishRules>((locale) => import(`./${locale}/rules.json`)),
  errors: namespaceFiles<typeof englishErrors>((locale) => import(`./${locale}/errors.json`)),
  shell: namespaceFiles<typeof englishShell>((locale) => import(`./${locale}/shell.json`)),
};
