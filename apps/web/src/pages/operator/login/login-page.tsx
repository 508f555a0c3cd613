import { lazy, Suspense, useState } from 'react';
import { Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOfPage } from '@simdesk/contract';
import { UserFormCard } from '../../../features/operator/user-form-card';
import { UserAgreementDialog } from '../../../shell/user-agreement/user-agreement-dialog';
import { useSiteInfo } from '../../../shell/platform/use-platform';
import { PasswordLoginForm } from './password-login-form';
import { useCompleteLogin } from './use-complete-login';

type LoginMethod = 'password' | 'sms';

// The SMS tab's form (and the zod schemas its fields validate with) loads when the tab is first opened.
const SmsLoginForm = lazy(() =>
  import('./sms-login-form').then((module) => ({ default: module.SmsLoginForm })),
);

/** /user/login: password or SMS code, then the user agreement when it is not yet accepted. */
export function LoginPage() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const [method, setMethod] = useState<LoginMethod>('password');
  const { complete, agreement } = useCompleteLogin();

  const items = [
    {
      key: 'password',
      label: t('auth:login.passwordTab'),
      children: <PasswordLoginForm onLogin={complete} />,
    },
  ];
  // The site may turn SMS sign-in off; until it answers, offer it.
  if (site?.smsLoginEnabled !== false) {
    items.push({
      key: 'sms',
      label: t('auth:login.smsTab'),
      children: (
        <Suspense fallback={<Spin />}>
          <SmsLoginForm onLogin={complete} />
        </Suspense>
      ),
    });
  }

  return (
    <>
      <UserFormCard
        title={t('auth:login.title')}
        subtitle={t('auth:login.subtitle')}
        link={<Link to={pathOfPage('forgetPass')}>{t('auth:login.forgotPassword')}</Link>}
      >
        <Tabs
          activeKey={method}
          onChange={(key) => setMethod(key === 'sms' ? 'sms' : 'password')}
          items={items}
        />
      </UserFormCard>
      <UserAgreementDialog
        open={agreement.open}
        agreeing={agreement.agreeing}
        onAgree={() => void agreement.agree()}
        onDecline={agreement.decline}
      />
    </>
  );
}
