import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { useSiteInfo } from '../../shell/platform/use-platform';
import { WelcomePanel } from './welcome-panel';
import './user-layout.css';

/** Sign-in, forgotten and reset password: welcome panel left, the form right, site facts below. */
export function UserLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const site = useSiteInfo();
  return (
    <div className="user-layout">
      <WelcomePanel platformName={site?.platformName} />
      <main className="user-layout-main">
        <div className="user-layout-toolbar">
          <LanguageSwitch />
        </div>
        <div className="user-layout-form">{children}</div>
        <footer className="user-layout-footer">
          {site && (
            <>
              <span>{site.copyright}</span>
              <span>{site.filingNumber}</span>
              <span>{t('auth:footer.hotline', { hotline: site.hotline })}</span>
            </>
          )}
        </footer>
      </main>
    </div>
  );
}
