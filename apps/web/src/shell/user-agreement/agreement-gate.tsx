import { useState } from 'react';
import { agreeUserAgreementCall, logoutCall, pathOfPage } from '@simdesk/contract';
import { callApi } from '../../api/call-api';
import { sessionStore, useSession } from '../../session/session-store';
import { UserAgreementDialog } from './user-agreement-dialog';

/**
 * Asks a signed-in operator who has not accepted the agreement (an account switched to, for one) before they
 * go on; declining signs out. Sign-in itself asks before the session is stored.
 */
export function AgreementGate() {
  const { user } = useSession();
  const [agreeing, setAgreeing] = useState(false);
  if (!user || user.userAgreementAccepted) return null;

  const agree = async () => {
    setAgreeing(true);
    try {
      await callApi(agreeUserAgreementCall, {});
      sessionStore.updateUser({ ...user, userAgreementAccepted: true });
    } catch {
      // Reported by the request client; the dialog stays.
    } finally {
      setAgreeing(false);
    }
  };
  const decline = async () => {
    await callApi(logoutCall, {}).catch(() => undefined);
    sessionStore.clearBeforePageLoad();
    window.location.replace(pathOfPage('login'));
  };
  return (
    <UserAgreementDialog
      open
      agreeing={agreeing}
      onAgree={() => void agree()}
      onDecline={() => void decline()}
    />
  );
}
