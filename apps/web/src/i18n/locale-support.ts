import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { LocaleCode } from '@simdesk/contract/locales';
import { i18n } from './i18n';

/** Ant Design's built-in texts (pickers, tables, modals) follow the console's language. */
export const antdLocales: Record<LocaleCode, Locale> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
};

export const dayjsLocales: Record<LocaleCode, string> = {
  'en-US': 'en',
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
  'pt-BR': 'pt-br',
};

/** Switches i18next, dayjs and the document language together. */
export function applyLocale(locale: LocaleCode): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  dayjs.locale(dayjsLocales[locale]);
  document.documentElement.lang = locale;
}
