import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

export interface SendCodeButtonProps {
  /** Sends the code and answers how many seconds until another may be sent. Rejects when nothing was sent. */
  send: () => Promise<number>;
  disabled?: boolean;
}

/** "Send code", then a countdown of the seconds the server asked us to wait before sending again. */
export function SendCodeButton({ send, disabled = false }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = async () => {
    setSending(true);
    try {
      const wait = await send();
      setSentOnce(true);
      setSecondsLeft(Math.max(0, Math.round(wait)));
    } catch {
      // The request client or the form already said why.
    } finally {
      setSending(false);
    }
  };

  let label = t('auth:sendCode.send');
  if (secondsLeft > 0) label = t('auth:sendCode.resendIn', { seconds: secondsLeft });
  else if (sentOnce) label = t('auth:sendCode.resend');
  return (
    <Button
      onClick={onClick}
      loading={sending}
      disabled={disabled || secondsLeft > 0}
      className="send-code-button"
    >
      {label}
    </Button>
  );
}
