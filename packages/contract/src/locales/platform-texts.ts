import { namespaceFiles } from './locale-texts';

/** The platform's texts: shared words, page titles, code tables, rules, errors and the shell. */
export const platformTexts = {
  common: namespaceFiles({
    'en-US': () => import('./en-US/common.json'),
    'zh-CN': () => import('./zh-CN/common.json'),
    'zh-TW': () => import('./zh-TW/common.json'),
    'pt-BR': () => import('./pt-BR/common.json'),
  }),
  pages: namespaceFiles({
    'en-US': () => import('./en-US/pages.json'),
    'zh-CN': () => import('./zh-CN/pages.json'),
    'zh-TW': () => import('./zh-TW/pages.json'),
    'pt-BR': () => import('./pt-BR/pages.json'),
  }),
  codes: namespaceFiles({
    'en-US': () => import('./en-US/codes.json'),
    'zh-CN': () => import('./zh-CN/codes.json'),
    'zh-TW': () => import('./zh-TW/codes.json'),
    'pt-BR': () => import('./pt-BR/codes.json'),
  }),
  rules: namespaceFiles({
    'en-US': () => import('./en-US/rules.json'),
    'zh-CN': () => import('./zh-CN/rules.json'),
    'zh-TW': () => import('./zh-TW/rules.json'),
    'pt-BR': () => import('./pt-BR/rules.json'),
  }),
  errors: namespaceFiles({
    'en-US': () => import('./en-US/errors.json'),
    'zh-CN': () => import('./zh-CN/errors.json'),
    'zh-TW': () => import('./zh-TW/errors.json'),
    'pt-BR': () => import('./pt-BR/errors.json'),
  }),
  shell: namespaceFiles({
    'en-US': () => import('./en-US/shell.json'),
    'zh-CN': () => import('./zh-CN/shell.json'),
    'zh-TW': () => import('./zh-TW/shell.json'),
    'pt-BR': () => import('./pt-BR/shell.json'),
  }),
};
