import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { logoutCall, pathOfPage } from '@simdesk/contract';
import { callApi } from '../../api/call-api';
import { sessionStore } from '../../session/session-store';

/** Asks first (spec §4), ends the session on the server, then loads the login page afresh. */
export function useLogout(): () => void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return () => {
    modal.confirm({
      title: t('shell:logout.confirm'),
      okText: t('shell:logout.ok'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        // Signed out locally even when the server is unreachable or the session already ended.
        await callApi(logoutCall, {}).catch(() => undefined);
        sessionStore.clearBeforePageLoad();
        // A fresh page drops every kept-alive page and cached answer of this operator.
        window.location.replace(pathOfPage('login'));
      },
    });
  };
}
