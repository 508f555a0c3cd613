import type { LocaleCode } from './locale-codes';
import enCommon from './en-US/common.json';
import enPages from './en-US/pages.json';
import enCodes from './en-US/codes.json';
import enRules from './en-US/rules.json';
import enErrors from './en-US/errors.json';
import enAuth from './en-US/auth.json';
import enShell from './en-US/shell.json';
import enSystem from './en-US/system.json';
import zhCnCommon from './zh-CN/common.json';
import zhCnPages from './zh-CN/pages.json';
import zhCnCodes from './zh-CN/codes.json';
import zhCnRules from './zh-CN/rules.json';
import zhCnErrors from './zh-CN/errors.json';
import zhCnAuth from './zh-CN/auth.json';
import zhCnShell from './zh-CN/shell.json';
import zhCnSystem from './zh-CN/system.json';
import zhTwCommon from './zh-TW/common.json';
import zhTwPages from './zh-TW/pages.json';
import zhTwCodes from './zh-TW/codes.json';
import zhTwRules from './zh-TW/rules.json';
import zhTwErrors from './zh-TW/errors.json';
import zhTwAuth from './zh-TW/auth.json';
import zhTwShell from './zh-TW/shell.json';
import zhTwSystem from './zh-TW/system.json';
import ptCommon from './pt-BR/common.json';
import ptPages from './pt-BR/pages.json';
import ptCodes from './pt-BR/codes.json';
import ptRules from './pt-BR/rules.json';
import ptErrors from './pt-BR/errors.json';
import ptAuth from './pt-BR/auth.json';
import ptShell from './pt-BR/shell.json';
import ptSystem from './pt-BR/system.json';

/** All texts by locale and namespace; English is the reference every other locale must match key for key. */
export const localeResources = {
  'en-US': {
    common: enCommon,
    pages: enPages,
    codes: enCodes,
    rules: enRules,
    errors: enErrors,
    auth: enAuth,
    shell: enShell,
    system: enSystem,
  },
  'zh-CN': {
    common: zhCnCommon,
    pages: zhCnPages,
    codes: zhCnCodes,
    rules: zhCnRules,
    errors: zhCnErrors,
    auth: zhCnAuth,
    shell: zhCnShell,
    system: zhCnSystem,
  },
  'zh-TW': {
    common: zhTwCommon,
    pages: zhTwPages,
    codes: zhTwCodes,
    rules: zhTwRules,
    errors: zhTwErrors,
    auth: zhTwAuth,
    shell: zhTwShell,
    system: zhTwSystem,
  },
  'pt-BR': {
    common: ptCommon,
    pages: ptPages,
    codes: ptCodes,
    rules: ptRules,
    errors: ptErrors,
    auth: ptAuth,
    shell: ptShell,
    system: ptSystem,
  },
} satisfies Record<LocaleCode, Record<string, unknown>>;
