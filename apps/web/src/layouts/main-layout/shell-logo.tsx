import { Link } from 'react-router';
import { canJumpHome, findPageByName, homeRouteNameForDeployType } from '@simdesk/contract';
import { routedPages } from '../../routing/routed-pages';
import { BrandMark } from '../../components/brand-mark';
import { operatorKindOf, useSession } from '../../session/session-store';
import { useCompanyInfo } from '../../shell/platform/use-platform';

/** The company's logo and platform name; it jumps home by deploy type unless the role may not (spec §2). */
export function ShellLogo({ collapsed = false }: { collapsed?: boolean }) {
  const session = useSession();
  const company = useCompanyInfo();
  const home = findPageByName(
    homeRouteNameForDeployType(session.user?.deployType ?? company?.deployType ?? 1),
  );
  // Only to a home page that is built: an unbuilt one does not exist yet.
  const jumpable = canJumpHome(operatorKindOf(session)) && home !== undefined && routedPages.includes(home);
  const content = (
    <>
      <BrandMark size={28} logoBase64={company?.logoBase64} />
      {!collapsed && (
        <span className="shell-logo-name" title={company?.platformName}>
          {company?.platformName ?? ''}
        </span>
      )}
    </>
  );
  if (!jumpable) return <div className="shell-logo">{content}</div>;
  return (
    <Link to={home.path} className="shell-logo" aria-label={company?.platformName}>
      {content}
    </Link>
  );
}
