import type { LocaleCode } from './locale-codes';
import enCommon from './en-US/common.json';
import enPages from './en-US/pages.json';
import enCodes from './en-US/codes.json';
import enRules from './en-US/rules.json';
import enErrors from './en-US/errors.json';
import enAuth from '../modules/operator/locales/en-US/auth.json';
import enShell from './en-US/shell.json';
import enSystem from '../modules/system/locales/en-US/system.json';
import enMessages from '../modules/message/locales/en-US/messages.json';
import enAccounts from '../modules/account-admin/locales/en-US/accounts.json';
import enOrganization from '../modules/organization/locales/en-US/organization.json';
import enSettings from '../modules/company/locales/en-US/settings.json';
import enHome from '../modules/home/locales/en-US/home.json';
import enCards from '../modules/sim-cards/locales/en-US/cards.json';
import enCarrier from '../modules/carrier-account/locales/en-US/carrier.json';
import enCardFiles from '../modules/sim-cards/locales/en-US/cardFiles.json';
import enCardChange from '../modules/sim-cards/locales/en-US/cardChange.json';
import enCardDetail from '../modules/sim-cards/locales/en-US/cardDetail.json';
import zhCnCommon from './zh-CN/common.json';
import zhCnPages from './zh-CN/pages.json';
import zhCnCodes from './zh-CN/codes.json';
import zhCnRules from './zh-CN/rules.json';
import zhCnErrors from './zh-CN/errors.json';
import zhCnAuth from '../modules/operator/locales/zh-CN/auth.json';
import zhCnShell from './zh-CN/shell.json';
import zhCnSystem from '../modules/system/locales/zh-CN/system.json';
import zhCnMessages from '../modules/message/locales/zh-CN/messages.json';
import zhCnAccounts from '../modules/account-admin/locales/zh-CN/accounts.json';
import zhCnOrganization from '../modules/organization/locales/zh-CN/organization.json';
import zhCnSettings from '../modules/company/locales/zh-CN/settings.json';
import zhCnHome from '../modules/home/locales/zh-CN/home.json';
import zhCnCards from '../modules/sim-cards/locales/zh-CN/cards.json';
import zhCnCarrier from '../modules/carrier-account/locales/zh-CN/carrier.json';
import zhCnCardFiles from '../modules/sim-cards/locales/zh-CN/cardFiles.json';
import zhCnCardChange from '../modules/sim-cards/locales/zh-CN/cardChange.json';
import zhCnCardDetail from '../modules/sim-cards/locales/zh-CN/cardDetail.json';
import zhTwCommon from './zh-TW/common.json';
import zhTwPages from './zh-TW/pages.json';
import zhTwCodes from './zh-TW/codes.json';
import zhTwRules from './zh-TW/rules.json';
import zhTwErrors from './zh-TW/errors.json';
import zhTwAuth from '../modules/operator/locales/zh-TW/auth.json';
import zhTwShell from './zh-TW/shell.json';
import zhTwSystem from '../modules/system/locales/zh-TW/system.json';
import zhTwMessages from '../modules/message/locales/zh-TW/messages.json';
import zhTwAccounts from '../modules/account-admin/locales/zh-TW/accounts.json';
import zhTwOrganization from '../modules/organization/locales/zh-TW/organization.json';
import zhTwSettings from '../modules/company/locales/zh-TW/settings.json';
import zhTwHome from '../modules/home/locales/zh-TW/home.json';
import zhTwCards from '../modules/sim-cards/locales/zh-TW/cards.json';
import zhTwCarrier from '../modules/carrier-account/locales/zh-TW/carrier.json';
import zhTwCardFiles from '../modules/sim-cards/locales/zh-TW/cardFiles.json';
import zhTwCardChange from '../modules/sim-cards/locales/zh-TW/cardChange.json';
import zhTwCardDetail from '../modules/sim-cards/locales/zh-TW/cardDetail.json';
import ptCommon from './pt-BR/common.json';
import ptPages from './pt-BR/pages.json';
import ptCodes from './pt-BR/codes.json';
import ptRules from './pt-BR/rules.json';
import ptErrors from './pt-BR/errors.json';
import ptAuth from '../modules/operator/locales/pt-BR/auth.json';
import ptShell from './pt-BR/shell.json';
import ptSystem from '../modules/system/locales/pt-BR/system.json';
import ptMessages from '../modules/message/locales/pt-BR/messages.json';
import ptAccounts from '../modules/account-admin/locales/pt-BR/accounts.json';
import ptOrganization from '../modules/organization/locales/pt-BR/organization.json';
import ptSettings from '../modules/company/locales/pt-BR/settings.json';
import ptHome from '../modules/home/locales/pt-BR/home.json';
import ptCards from '../modules/sim-cards/locales/pt-BR/cards.json';
import ptCarrier from '../modules/carrier-account/locales/pt-BR/carrier.json';
import ptCardFiles from '../modules/sim-cards/locales/pt-BR/cardFiles.json';
import ptCardChange from '../modules/sim-cards/locales/pt-BR/cardChange.json';
import ptCardDetail from '../modules/sim-cards/locales/pt-BR/cardDetail.json';

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
