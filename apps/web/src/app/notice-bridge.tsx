import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { configureApiEnvironment } from '../api/api-environment';
import { takeSwitchSuccessFlag } from '../session/switch-success';

/** Hands the themed notification API to the request client; shows the account-switch notice. */
export function NoticeBridge() {
  const { notification, message } = App.useApp();
  const { t } = useTranslation();

  useEffect(() => {
    configureApiEnvironment({ notifier: notification });
  }, [notification]);

  useEffect(() => {
    if (takeSwitchSuccessFlag()) void message.success(t('shell:accountSwitch.success'));
  }, [message, t]);

  return null;
}
