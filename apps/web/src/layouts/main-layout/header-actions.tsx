import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HeaderActionButton } from '../../components/header-action-button';
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
      <HeaderActionButton
        inverse={inverse}
        icon={<SettingOutlined />}
        label={t('shell:settings.title')}
        onClick={onOpenSettings}
      />
      <HeaderUserMenu inverse={inverse} />
    </div>
  );
}
