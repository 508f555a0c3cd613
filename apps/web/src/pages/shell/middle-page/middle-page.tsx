import { useEffect, useMemo } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { resolveMiddlePage } from '@simdesk/contract';
import { usePageContext } from '../../../routing/page-context';
import { FullPageSpin } from '../../../components/full-page-spin';
import { loginPathFor } from '../../../routing/login-path';
import { useSession } from '../../../session/session-store';
import { pageTitleKey } from '../../../i18n/text-key';

/**
 * /middlePage?targetName=…&targetParams={"cardNumber":…}: the quick-search hop. It forwards to the target list
 * with the number as its filter, or says plainly why it cannot (not a valid search, no access, not built yet).
 */
export function MiddlePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { page, search } = usePageContext();
  const session = useSession();
  const outcome = useMemo(
    () => resolveMiddlePage(search, session.grantedPageCodes),
    [search, session.grantedPageCodes],
  );
  const forwardTo = outcome.kind === 'forward' ? outcome.to : undefined;

  useEffect(() => {
    // Replace: the back button returns to where the search started, not to this hop.
    if (forwardTo !== undefined && session.token !== undefined) void navigate(forwardTo, { replace: true });
  }, [forwardTo, navigate, session.token]);

  // The route opens without a session (spec §2); the search itself needs one.
  if (session.token === undefined) return <Navigate to={loginPathFor(`${page.path}${search}`)} replace />;
  if (outcome.kind === 'forward') return <FullPageSpin />;
  const pageTitle = outcome.kind === 'invalid' ? '' : t(pageTitleKey(outcome.page));
  return (
    <Result
      status={outcome.kind === 'forbidden' ? 403 : outcome.kind === 'notBuilt' ? 'info' : 'warning'}
      title={t(`home:middlePage.${outcome.kind}.title`, { page: pageTitle })}
      subTitle={t(`home:middlePage.${outcome.kind}.text`, { page: pageTitle })}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('home:middlePage.backHome')}
        </Button>
      }
    />
  );
}
