import { useState } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { useAntdLocale } from '../i18n/locale-support';
import { useSettings } from '../settings/settings-store';
import { NoticeBridge } from './notice-bridge';
import { createQueryClient } from './query-client';
import { ConsoleRouter } from './router';
import { useSettingsEffects } from './settings-effects';
import { themeOf } from './theme';

/** The providers: i18n, Ant Design (locale and theme from the settings), react-query, the router. */
export function ConsoleApp() {
  const settings = useSettings();
  const antdLocale = useAntdLocale();
  const [queryClient] = useState(createQueryClient);
  useSettingsEffects(settings);

  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale} theme={themeOf(settings)}>
        <AntdApp>
          <QueryClientProvider client={queryClient}>
            <NoticeBridge />
            <ConsoleRouter />
          </QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
