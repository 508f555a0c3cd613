import { lazy, Suspense, useState } from 'react';
import { Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOfPage } from '@simdesk/contract';
import { UserFormCard } from '../../../features/operator/user-form-card';
import { useSiteInfo } from '../../../shell/platform/use-platform';
import { PasswordLoginForm } from './password-login-form';
import { useCompleteLogin } from './use-complete-login';

type LoginMethod = 'password' | 'sms';

// The user agreement's dialog (and Ant Design's typography) loads when a sign-in first has to ask for it.
const UserAgreementDialog = lazy(() =>
  import('../../../shell/user-agreement/user-agreement-dialog').then((module) => ({
    default: module.UserAgreementDialog,
  })),
);

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
  // Once asked, the dialog stays mounted, so it closes as it opened.
  const [agreementAsked, setAgreementAsked] = useState(false);
  if (agreement.open && !agreementAsked) setAgreementAsked(true);

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
      {agreementAsked && (
        <Suspense fallback={null}>
          <UserAgreementDialog
            open={agreement.open}
            agreeing={agreement.agreeing}
            onAgree={() => void agreement.agree()}
            onDecline={agreement.decline}
          />
        </Suspense>
      )}
    </>
  );
}
