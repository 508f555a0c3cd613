import { useState } from 'react';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canSeeProfileLink, canSwitchAccount, pathOfPage } from '@simdesk/contract';
import { operatorKindOf, useSession } from '../../session/session-store';
import { AccountSwitchDialog } from '../account-switch/account-switch-dialog';
import { useLogout } from './use-logout';

/** The operator's name in the header, with profile, account switch and logout (each only when allowed). */
export function HeaderUserMenu({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const logout = useLogout();
  const [switchOpen, setSwitchOpen] = useState(false);
  const kind = operatorKindOf(session);
  const name = session.user?.username ?? session.user?.account ?? '';

  const items: NonNullable<MenuProps['items']> = [];
  if (canSeeProfileLink(kind)) {
    items.push({ key: 'profile', icon: <UserOutlined />, label: t('shell:userMenu.profile') });
  }
  if (canSwitchAccount(kind)) {
    items.push({ key: 'switch', icon: <SwapOutlined />, label: t('shell:userMenu.switchAccount') });
  }
  if (items.length > 0) items.push({ type: 'divider' });
  items.push({ key: 'logout', icon: <LogoutOutlined />, label: t('shell:userMenu.logout') });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate(pathOfPage('sysProfile'));
    if (key === 'switch') setSwitchOpen(true);
    if (key === 'logout') logout();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button type="button" className={inverse ? 'header-user header-action-inverse' : 'header-user'}>
          {/* The name holds the visible account name, so a person who says what they see reaches the menu. */}
          <span className="visually-hidden">{t('shell:userMenu.label')}</span>
          <Avatar size="small" src={session.user?.avatar ?? undefined} icon={<UserOutlined />} />
          <span className="header-user-name">{name}</span>
        </button>
      </Dropdown>
      {switchOpen && <AccountSwitchDialog open={switchOpen} onClose={() => setSwitchOpen(false)} />}
    </>
  );
}
