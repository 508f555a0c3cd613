import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TemporaryPasswordRow } from '@simdesk/contract';
import type { OneTimeSecret } from './one-time-secret-dialog';

/**
 * What follows an add or a password reset: the generated password in the one-time dialog, or (when the
 * administrator chose it) a short confirmation.
 */
export function useOneTimePassword(show: (secret: OneTimeSecret) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (row: TemporaryPasswordRow) => {
    if (row.temporaryPassword === null) {
      void message.success(t('accounts:notices.saved'));
      return;
    }
    show({
      title: t('accounts:oneTime.passwordTitle'),
      intro: t('accounts:oneTime.passwordIntro', { account: row.account }),
      entries: [
        { label: t('accounts:fields.account'), value: row.account },
        { label: t('accounts:oneTime.passwordLabel'), value: row.temporaryPassword, secret: true },
      ],
    });
  };
}
