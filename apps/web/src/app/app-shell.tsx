import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpin } from '../components/full-page-spin';
import type { MainView } from '../layouts/main-layout/main-view';
import { UserLayout } from '../layouts/user-layout/user-layout';
import { routeGrants } from '../session/route-grants';
import { useSession } from '../session/session-store';
import { useSettings } from '../settings/settings-store';
import { ChunkErrorBoundary } from '../routing/chunk-error-boundary';
import { FailureView } from '../routing/failure-view';
import { PageComponentsContext } from '../routing/page-components-context';
import { decideNavigation, type NavigationDecision } from './decide-navigation';
import { publicPageComponents } from './public-page-components';
import { PageView } from '../routing/page-view';
import { PermissionLoader } from './permission-loader';
import { withLoadTimeout } from '../routing/lazy-page';
import { RealNamePlatformOpener } from './real-name-platform-opener';
import { useDocumentTitle } from './use-document-title';
import { pageTitleKey, type TextKey } from '../i18n/text-key';
import { loadConsoleTexts } from '../i18n/console-texts';
import { ConsoleTextsGate } from '../i18n/console-texts-gate';

// The signed-in shell (menus, tabs, settings) is its own chunk, drawn once the console's texts are loaded too:
// the sign-in pages wait for neither.
const SignedInShell = lazy(() =>
  withLoadTimeout(() => Promise.all([import('./signed-in-shell'), loadConsoleTexts()])).then(([module]) => ({
    default: module.SignedInShell,
  })),
);

function titleKeyOf(decision: NavigationDecision): TextKey | undefined {
  if (decision.kind === 'render' || decision.kind === 'forbidden') return pageTitleKey(decision.page);
  if (decision.kind === 'notFound') return 'shell:failure.notFound.title';
  return undefined;
}

/** What the main layout shows for a decision, or undefined when the main layout has no part in it. */
function mainViewOf(decision: NavigationDecision, pathname: string, search: string): MainView | undefined {
  const key = `${pathname}${search}`;
  if (decision.kind === 'render' && decision.page.layout === 'main') {
    return { kind: 'page', key, pathname, page: decision.page, params: decision.params, search };
  }
  if (decision.kind === 'forbidden') return { kind: 'failure', key, status: 403, page: decision.page };
  if (decision.kind === 'notFound') return { kind: 'failure', key, status: 404 };
  return undefined;
}

/** Everything that is not the signed-in shell: sign-in pages, full-screen pages, waiting and failures. */
function outsideShell(decision: NavigationDecision, search: string): ReactNode {
  if (decision.kind === 'loadPermissions') return <PermissionLoader />;
  if (decision.kind === 'render') {
    const view = <PageView page={decision.page} params={decision.params} search={search} />;
    if (decision.page.layout === 'user') return <UserLayout>{view}</UserLayout>;
    // Any other page may use any namespace: it waits for the console's texts.
    const page = (
      <ChunkErrorBoundary>
        <Suspense fallback={<FullPageSpin />}>
          <ConsoleTextsGate>{view}</ConsoleTextsGate>
        </Suspense>
      </ChunkErrorBoundary>
    );
    // A public main-layout page (the profile) without a session: the page alone, without the shell.
    return decision.page.layout === 'main' ? <div className="bare-page">{page}</div> : page;
  }
  if (decision.kind === 'forbidden' || decision.kind === 'notFound') {
    return <FailureView status={decision.kind === 'forbidden' ? 403 : 404} />;
  }
  return <FullPageSpin />;
}

/** The root of every route: runs the guard, then draws the page in its layout. */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useSession();
  const settings = useSettings();
  const signedIn = session.token !== undefined;
  const decision = decideNavigation({
    pathname,
    search,
    hasToken: signedIn,
    permissionsLoaded: session.permissionsLoaded,
    granted: routeGrants(session.grantedPageCodes, settings.routePermission),
    rnPlatformUsage: session.user?.rnPlatformUsage,
  });
  const titleKey = titleKeyOf(decision);
  useDocumentTitle(titleKey === undefined ? undefined : t(titleKey));

  const mainView = signedIn ? mainViewOf(decision, pathname, search) : undefined;
  // While a redirect or the real-name hand-over passes, the shell stays up with the last page, so open tabs
  // and kept-alive pages survive a click on a group (the logo, a breadcrumb, a module card).
  const [lastMainView, setLastMainView] = useState<MainView>();
  if (mainView && (mainView.key !== lastMainView?.key || mainView.kind !== lastMainView.kind)) {
    setLastMainView(mainView);
  }
  const passing = decision.kind === 'redirect' || decision.kind === 'openRealNamePlatform';
  const shownMainView = mainView ?? (passing && signedIn ? lastMainView : undefined);

  return (
    <PageComponentsContext value={publicPageComponents}>
      {decision.kind === 'redirect' && <Navigate to={decision.to} replace />}
      {decision.kind === 'openRealNamePlatform' && <RealNamePlatformOpener />}
      {shownMainView ? (
        <ChunkErrorBoundary>
          <Suspense fallback={<FullPageSpin />}>
            <SignedInShell view={shownMainView} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        outsideShell(decision, search)
      )}
    </PageComponentsContext>
  );
}
