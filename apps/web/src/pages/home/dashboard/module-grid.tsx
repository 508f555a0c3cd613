import { Card, Empty } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuNode } from '@simdesk/contract';
import { translateIfKnown } from '../../../i18n/i18n';
import { PageIconView } from '../../../layouts/menu/page-icons';
import { pageTitleKey } from '../../../i18n/text-key';

/** The modules (first-level menu entries) the operator can open, with the pages inside each. */
export function ModuleGrid({
  modules,
  currentPageName,
}: {
  modules: readonly MenuNode[];
  currentPageName: string;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('shell:dashboard.modulesTitle')} variant="borderless" className="dashboard-modules">
      {modules.length === 0 && <Empty description={t('shell:dashboard.noModules')} />}
      <ul className="dashboard-module-grid">
        {modules.map((module) => {
          const entries = module.children.filter((child) => child.name !== currentPageName);
          return (
            <li key={module.name} className="dashboard-module">
              <Link to={module.path} className="dashboard-module-head">
                <span className="icon-tile dashboard-module-icon" aria-hidden="true">
                  <PageIconView icon={module.icon} />
                </span>
                <span className="dashboard-module-title">{t(pageTitleKey(module))}</span>
                <RightOutlined className="dashboard-module-arrow" aria-hidden="true" />
              </Link>
              <p className="dashboard-module-text">
                {translateIfKnown(`shell:dashboard.modules.${module.name}`)}
              </p>
              {entries.length > 0 && (
                <ul className="dashboard-module-entries">
                  {entries.map((entry) => (
                    <li key={entry.name}>
                      <Link to={entry.path}>{t(pageTitleKey(entry))}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
