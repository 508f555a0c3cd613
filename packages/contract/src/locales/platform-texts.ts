import { namespaceFiles } from './locale-texts';

/** The platform's texts: shared words, page titles, code tables, rules, errors and the shell. */
export const platformTexts = {
  common: namespaceFiles<typeof import('./en-US/common.json')>((locale) => import(`./${locale}/common.json`)),
  pages: namespaceFiles<typeof import('./en-US/pages.json')>((locale) => import(`./${locale}/pages.json`)),
  codes: namespaceFiles<typeof import('./en-US/codes.json')>((locale) => import(`./${locale}/codes.json`)),
  rules: namespaceFiles<typeof import('./en-US/rules.json')>((locale) => import(`./${locale}/rules.json`)),
  errors: namespaceFiles<typeof import('./en-US/errors.json')>((locale) => import(`./${locale}/errors.json`)),
  shell: namespaceFiles<typeof import('./en-US/shell.json')>((locale) => import(`./${locale}/shell.json`)),
};
