import { Button, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { HeaderExtensionSlot } from '../../shell/header-extension-slot';
import { HeaderUserMenu } from '../../shell/user-menu/header-user-menu';

export interface HeaderActionsProps {
  inverse?: boolean;
  onOpenSettings: () => void;
}

/** The right side of the header: the reserved slot, language, settings and the user menu. */
export function HeaderActions({ inverse = false, onOpenSettings }: HeaderActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="header-actions">
      <HeaderExtensionSlot inverse={inverse} />
      <LanguageSwitch tone={inverse ? 'inverse' : 'default'} />
      <Tooltip title={t('shell:settings.title')}>
        <Button
          type="text"
          className={inverse ? 'header-action header-action-inverse' : 'header-action'}
          icon={<SettingOutlined />}
          aria-label={t('shell:settings.title')}
          onClick={onOpenSettings}
        />
      </Tooltip>
      <HeaderUserMenu inverse={inverse} />
    </div>
  );
}
