import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ancestorsOf, hasPage, isRoutable, type PageDefinition } from '@simdesk/contract';
import { useRouteGrants } from '../../session/route-grants';
import { pageTitleKey } from '../../i18n/text-key';

/** Where the page sits: its groups (linked when the operator can open them), then its own title. */
export function BreadcrumbTrail({ page }: { page: PageDefinition | undefined }) {
  const { t } = useTranslation();
  const grantedPageCodes = useRouteGrants();
  if (!page || page.hideBreadcrumb === true) return null;
  const ancestors = ancestorsOf(page.name).filter((ancestor) => ancestor.hidden !== true);
  const items = [
    ...ancestors.map((ancestor) => {
      const title = t(pageTitleKey(ancestor));
      const reachable = isRoutable(ancestor) && hasPage(grantedPageCodes, ancestor.pageCode);
      return { key: ancestor.name, title: reachable ? <Link to={ancestor.path}>{title}</Link> : title };
    }),
    { key: page.name, title: t(pageTitleKey(page)) },
  ];
  return <Breadcrumb className="breadcrumb-trail" items={items} />;
}
