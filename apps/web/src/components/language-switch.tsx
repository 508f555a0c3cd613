import { Button, Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localeCodes } from '@simdesk/contract/locales';
import { updateSettings, useSettings } from '../settings/settings-store';
import { headerActionClassName } from './header-action-class';

/** Picks one of the four languages; the choice is stored with the other settings. */
export function LanguageSwitch({ tone = 'default' }: { tone?: 'default' | 'inverse' }) {
  const { t } = useTranslation();
  const { language } = useSettings();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: localeCodes.map((code) => ({ key: code, label: t(`common:languages.${code}`), lang: code })),
        onClick: ({ key }) => {
          const chosen = localeCodes.find((code) => code === key);
          if (chosen) updateSettings({ language: chosen });
        },
      }}
    >
      <Button
        type="text"
        className={headerActionClassName(tone === 'inverse')}
        icon={<TranslationOutlined />}
      >
        {/* The name holds the visible language, so a person who says what they see reaches the button. */}
        <span className="visually-hidden">{t('common:language')}</span>
        {t(`common:languages.${language}`)}
      </Button>
    </Dropdown>
  );
}
