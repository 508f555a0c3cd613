import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginPathFor } from '../routing/login-path';

export interface SignInNeededProps {
  title: string;
  text: string;
  /** Where the login leads back to: the page that asked. */
  returnPath: string;
}

/**
 * What a page that opens without a session shows instead of itself: why, and a way to log in and come back.
 * Never a reload: a page without a session would only come back to this result.
 */
export function SignInNeeded({ title, text, returnPath }: SignInNeededProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={title}
      subTitle={text}
      extra={
        <Button type="primary" onClick={() => void navigate(loginPathFor(returnPath))}>
          {t('auth:logInNow')}
        </Button>
      }
    />
  );
}
