import type { LocaleCode } from './locale-codes';
import enCommon from './en-US/common.json';
import enPages from './en-US/pages.json';
import enCodes from './en-US/codes.json';
import enRules from './en-US/rules.json';
import enErrors from './en-US/errors.json';
import enAuth from './en-US/auth.json';
import enShell from './en-US/shell.json';
import enSystem from './en-US/system.json';
import enMessages from './en-US/messages.json';
import enAccounts from './en-US/accounts.json';
import enOrganization from './en-US/organization.json';
import enSettings from './en-US/settings.json';
import enHome from './en-US/home.json';
import enCards from './en-US/cards.json';
import enCarrier from './en-US/carrier.json';
import enCardFiles from './en-US/cardFiles.json';
import enCardChange from './en-US/cardChange.json';
import enCardDetail from './en-US/cardDetail.json';
import zhCnCommon from './zh-CN/common.json';
import zhCnPages from './zh-CN/pages.json';
import zhCnCodes from './zh-CN/codes.json';
import zhCnRules from './zh-CN/rules.json';
import zhCnErrors from './zh-CN/errors.json';
import zhCnAuth from './zh-CN/auth.json';
import zhCnShell from './zh-CN/shell.json';
import zhCnSystem from './zh-CN/system.json';
import zhCnMessages from './zh-CN/messages.json';
import zhCnAccounts from './zh-CN/accounts.json';
import zhCnOrganization from './zh-CN/organization.json';
import zhCnSettings from './zh-CN/settings.json';
import zhCnHome from './zh-CN/home.json';
import zhCnCards from './zh-CN/cards.json';
import zhCnCarrier from './zh-CN/carrier.json';
import zhCnCardFiles from './zh-CN/cardFiles.json';
import zhCnCardChange from './zh-CN/cardChange.json';
import zhCnCardDetail from './zh-CN/cardDetail.json';
import zhTwCommon from './zh-TW/common.json';
import zhTwPages from './zh-TW/pages.json';
import zhTwCodes from './zh-TW/codes.json';
import zhTwRules from './zh-TW/rules.json';
import zhTwErrors from './zh-TW/errors.json';
import zhTwAuth from './zh-TW/auth.json';
import zhTwShell from './zh-TW/shell.json';
import zhTwSystem from './zh-TW/system.json';
import zhTwMessages from './zh-TW/messages.json';
import zhTwAccounts from './zh-TW/accounts.json';
import zhTwOrganization from './zh-TW/organization.json';
import zhTwSettings from './zh-TW/settings.json';
import zhTwHome from './zh-TW/home.json';
import zhTwCards from './zh-TW/cards.json';
import zhTwCarrier from './zh-TW/carrier.json';
import zhTwCardFiles from './zh-TW/cardFiles.json';
import zhTwCardChange from './zh-TW/cardChange.json';
import zhTwCardDetail from './zh-TW/cardDetail.json';
import ptCommon from './pt-BR/common.json';
import ptPages from './pt-BR/pages.json';
import ptCodes from './pt-BR/codes.json';
import ptRules from './pt-BR/rules.json';
import ptErrors from './pt-BR/errors.json';
import ptAuth from './pt-BR/auth.json';
import ptShell from './pt-BR/shell.json';
import ptSystem from './pt-BR/system.json';
import ptMessages from './pt-BR/messages.json';
import ptAccounts from './pt-BR/accounts.json';
import ptOrganization from './pt-BR/organization.json';
import ptSettings from './pt-BR/settings.json';
import ptHome from './pt-BR/home.json';
import ptCards from './pt-BR/cards.json';
import ptCarrier from './pt-BR/carrier.json';
import ptCardFiles from './pt-BR/cardFiles.json';
import ptCardChange from './pt-BR/cardChange.json';
import ptCardDetail from './pt-BR/cardDetail.json';

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
    messages: enMessages,
    accounts: enAccounts,
    organization: enOrganization,
    settings: enSettings,
    home: enHome,
    cards: enCards,
    carrier: enCarrier,
    cardDetail: enCardDetail,
    cardChange: enCardChange,
    cardFiles: enCardFiles,
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
    messages: zhCnMessages,
    accounts: zhCnAccounts,
    organization: zhCnOrganization,
    settings: zhCnSettings,
    home: zhCnHome,
    cards: zhCnCards,
    carrier: zhCnCarrier,
    cardDetail: zhCnCardDetail,
    cardChange: zhCnCardChange,
    cardFiles: zhCnCardFiles,
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
    messages: zhTwMessages,
    accounts: zhTwAccounts,
    organization: zhTwOrganization,
    settings: zhTwSettings,
    home: zhTwHome,
    cards: zhTwCards,
    carrier: zhTwCarrier,
    cardDetail: zhTwCardDetail,
    cardChange: zhTwCardChange,
    cardFiles: zhTwCardFiles,
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
    messages: ptMessages,
    accounts: ptAccounts,
    organization: ptOrganization,
    settings: ptSettings,
    home: ptHome,
    cards: ptCards,
    carrier: ptCarrier,
    cardDetail: ptCardDetail,
    cardChange: ptCardChange,
    cardFiles: ptCardFiles,
  },
} satisfies Record<LocaleCode, Record<string, unknown>>;
