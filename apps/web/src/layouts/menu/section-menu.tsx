import { useMemo } from 'react';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuNode } from '@simdesk/contract';
import type { NavTheme } from '../../settings/settings';
import { pageTitleKey } from '../../i18n/text-key';
import { PageIconView } from './page-icons';

export interface SectionMenuProps {
  theme: NavTheme;
  sections: readonly MenuNode[];
  current: MenuNode | undefined;
}

/** The top menu: first-level entries only; choosing one lands on its first page (the guard's redirect). */
export function SectionMenu({ theme, sections, current }: SectionMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useMemo(
    () =>
      sections.map((section) => ({
        key: section.path,
        icon: <PageIconView icon={section.icon} />,
        label: t(pageTitleKey(section)),
      })),
    [sections, t],
  );
  return (
    <Menu
      mode="horizontal"
      theme={theme}
      items={items}
      aria-label={t('shell:sider.sections')}
      selectedKeys={current ? [current.path] : []}
      onClick={({ key }) => void navigate(key)}
      className="section-menu"
    />
  );
}
