import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentOperatorCall, pathOfPage } from '@simdesk/contract';
import { loginPathFor } from '../../../routing/login-path';
import { usePageContext } from '../../../routing/page-context';
import { useCallQuery } from '../../../api/use-call-query';
import { useSession } from '../../../session/session-store';
import { ChangePasswordCard } from './change-password-card';
import { ChangePhoneCard } from './change-phone-card';
import { PersonalInfoCard } from './personal-info-card';
import './profile-page.css';

/** /profile: personal information, password and mobile number. Opens without a session (spec §2). */
export function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  // ?focus=password or ?focus=phone: opened from a link that names the form (the dashboard's security card).
  const focus = new URLSearchParams(usePageContext().search).get('focus');
  const signedIn = token !== undefined;
  const current = useCallQuery(currentOperatorCall, {}, { enabled: signedIn });

  if (!signedIn) {
    // Never reload here: a page without a session would only come back to this result.
    return (
      <Result
        status="info"
        title={t('shell:profile.signInTitle')}
        subTitle={t('shell:profile.signInText')}
        extra={
          <Button type="primary" onClick={() => void navigate(loginPathFor(pathOfPage('sysProfile')))}>
            {t('auth:logInNow')}
          </Button>
        }
      />
    );
  }
  const user = current.data?.rows[0];
  if (!user) return <div className="profile-loading">{current.isLoading && <Spin />}</div>;
  return (
    <div className="profile-page">
      <PersonalInfoCard user={user} />
      <div className="profile-columns">
        <ChangePasswordCard autoFocus={focus === 'password'} />
        <ChangePhoneCard autoFocus={focus === 'phone'} />
      </div>
    </div>
  );
}
