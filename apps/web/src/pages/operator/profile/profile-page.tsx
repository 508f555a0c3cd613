import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentOperatorCall, pathOfPage } from '@simdesk/contract';
import { SignInNeeded } from '../../../components/sign-in-needed';
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
  const { token } = useSession();
  // ?focus=password or ?focus=phone: opened from a link that names the form (the dashboard's security card).
  const focus = new URLSearchParams(usePageContext().search).get('focus');
  const signedIn = token !== undefined;
  const current = useCallQuery(currentOperatorCall, {}, { enabled: signedIn });

  if (!signedIn) {
    return (
      <SignInNeeded
        title={t('shell:profile.signInTitle')}
        text={t('shell:profile.signInText')}
        returnPath={pathOfPage('sysProfile')}
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
