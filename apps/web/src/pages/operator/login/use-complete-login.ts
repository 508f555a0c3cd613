import { useState } from 'react';
import { agreeUserAgreementCall, logoutCall, type LoginInfo } from '@simdesk/contract';
import { callApi } from '../../../api/call-api';
import { sessionStore } from '../../../session/session-store';

/**
 * After the server accepted the credentials: the user agreement first when it is not yet accepted, then
 * the session is stored and the guard sends the operator on (to the redirect target or /).
 */
export function useCompleteLogin() {
  const [pending, setPending] = useState<LoginInfo>();
  const [agreeing, setAgreeing] = useState(false);

  const complete = (login: LoginInfo) => {
    if (login.operatorVo.userAgreementAccepted) sessionStore.signIn(login);
    else setPending(login);
  };

  const agree = async () => {
    if (!pending) return;
    setAgreeing(true);
    try {
      // The session is not stored yet, so the call carries the new token itself.
      await callApi(agreeUserAgreementCall, {}, undefined, { token: pending.token });
      sessionStore.signIn({ ...pending, operatorVo: { ...pending.operatorVo, userAgreementAccepted: true } });
    } catch {
      // Reported by the request client; the dialog stays open.
    } finally {
      setAgreeing(false);
    }
  };

  const decline = () => {
    if (pending) void callApi(logoutCall, {}, undefined, { token: pending.token }).catch(() => undefined);
    setPending(undefined);
  };

  return { complete, agreement: { open: pending !== undefined, agreeing, agree, decline } };
}
