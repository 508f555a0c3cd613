import { useMemo, type ReactNode } from 'react';
import { Button, Divider, Drawer, Segmented, Select, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { displayTimeZones } from '@simdesk/contract';
import { localeCodes } from '@simdesk/contract/locales';
import {
  browserLanguages,
  contentWidths,
  defaultSettings,
  layoutModes,
  navThemes,
  primaryColorPresets,
  type ConsoleSettings,
} from '../../settings/settings';
import { updateSettings, useSettings } from '../../settings/settings-store';
import './settings-drawer.css';

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone's offset from UTC now, as "GMT+8". */
function utcOffsetOf(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts();
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

function SettingRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="settings-row">
      <span>{label}</span>
      {children}
    </div>
  );
}

/**
 * The clock the console shows times on. Its own component: each zone's offset asks Intl for a formatter (about
 * 100 ms for the five, traced on a cold load), so they are worked out when the drawer's content is first drawn,
 * not on every page's first render.
 */
function TimeZoneSetting(props: {
  value: ConsoleSettings['timeZone'];
  onChange: (timeZone: ConsoleSettings['timeZone']) => void;
}) {
  const { value, onChange } = props;
  const { t } = useTranslation();
  const options = useMemo(
    () => [
      { value: 'browser', label: t('shell:settings.browserTimeZone', { zone: browserTimeZone() }) },
      ...displayTimeZones.map((zone) => ({ value: zone, label: `${zone} (${utcOffsetOf(zone)})` })),
    ],
    [t],
  );
  return (
    <SettingRow label={t('shell:settings.timeZone')}>
      <Select
        size="small"
        value={value}
        aria-label={t('shell:settings.timeZone')}
        popupMatchSelectWidth={false}
        options={options}
        onChange={onChange}
      />
    </SettingRow>
  );
}

interface ThumbnailChoiceProps<Value extends string> {
  label: string;
  values: readonly Value[];
  chosen: Value;
  labelOf: (value: Value) => string;
  /** The thumbnail's look (a CSS class suffix): the console as this value would draw it. */
  variantOf: (value: Value) => string;
  onChoose: (value: Value) => void;
}

/** One of a few values, each a small picture of the console (layout, navigation theme). */
function ThumbnailChoice<Value extends string>(props: ThumbnailChoiceProps<Value>) {
  const { label, values, chosen, labelOf, variantOf, onChoose } = props;
  return (
    <>
      <h4 className="settings-heading">{label}</h4>
      <div className="settings-thumbnails" role="radiogroup" aria-label={label}>
        {values.map((value) => (
          <Tooltip key={value} title={labelOf(value)}>
            <button
              type="button"
              role="radio"
              aria-checked={chosen === value}
              aria-label={labelOf(value)}
              className="settings-thumbnail-button"
              onClick={() => onChoose(value)}
            >
              <span
                className={`settings-thumbnail settings-thumbnail-${variantOf(value)}`}
                aria-hidden="true"
              >
                {chosen === value && <CheckOutlined className="settings-thumbnail-check" />}
              </span>
            </button>
          </Tooltip>
        ))}
      </div>
    </>
  );
}

/** Layout, navigation theme, colour, width, header and sidebar behaviour, tabs and language (spec §7). */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const change = (update: Partial<ConsoleSettings>) => updateSettings(update);
  const flag = (
    key: 'fixedHeader' | 'fixedSidebar' | 'autoHideHeader' | 'colorWeak' | 'multiTab' | 'routePermission',
    disabled = false,
  ) => (
    <SettingRow label={t(`shell:settings.${key}`)}>
      <Switch
        size="small"
        checked={settings[key]}
        disabled={disabled}
        aria-label={t(`shell:settings.${key}`)}
        onChange={(checked) => change({ [key]: checked })}
      />
    </SettingRow>
  );

  return (
    <Drawer open={open} onClose={onClose} title={t('shell:settings.title')} size={300}>
      <ThumbnailChoice
        label={t('shell:settings.layout')}
        values={layoutModes}
        chosen={settings.layout}
        labelOf={(mode) => t(`shell:settings.layouts.${mode}`)}
        variantOf={(mode) => `layout-${mode}-${settings.navTheme}`}
        onChoose={(layout) => change({ layout })}
      />
      <ThumbnailChoice
        label={t('shell:settings.navTheme')}
        values={navThemes}
        chosen={settings.navTheme}
        labelOf={(navTheme) => t(`shell:settings.navThemes.${navTheme}`)}
        variantOf={(navTheme) => `layout-${settings.layout}-${navTheme}`}
        onChoose={(navTheme) => change({ navTheme })}
      />
      <h4 className="settings-heading">{t('shell:settings.primaryColor')}</h4>
      <div className="settings-colors" role="radiogroup" aria-label={t('shell:settings.primaryColor')}>
        {primaryColorPresets.map((color) => (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={settings.primaryColor === color}
            aria-label={color}
            className="settings-color"
            style={{ background: color }}
            onClick={() => change({ primaryColor: color })}
          >
            {settings.primaryColor === color && <CheckOutlined />}
          </button>
        ))}
      </div>
      <Divider />
      <SettingRow label={t('shell:settings.contentWidth')}>
        <Segmented
          size="small"
          value={settings.contentWidth}
          options={contentWidths.map((width) => ({
            value: width,
            label: t(`shell:settings.contentWidths.${width}`),
          }))}
          onChange={(value) => change({ contentWidth: value })}
        />
      </SettingRow>
      {flag('fixedHeader')}
      {flag('autoHideHeader', !settings.fixedHeader)}
      {flag('fixedSidebar', settings.layout === 'top')}
      {flag('colorWeak')}
      {flag('multiTab')}
      {flag('routePermission')}
      <p className="settings-hint">{t('shell:settings.routePermissionHint')}</p>
      <TimeZoneSetting value={settings.timeZone} onChange={(timeZone) => change({ timeZone })} />
      <SettingRow label={t('common:language')}>
        <Select
          size="small"
          value={settings.language}
          aria-label={t('common:language')}
          popupMatchSelectWidth={false}
          options={localeCodes.map((code) => ({ value: code, label: t(`common:languages.${code}`) }))}
          onChange={(language) => change({ language })}
        />
      </SettingRow>
      <Divider />
      <Button
        block
        onClick={() => change({ ...defaultSettings(browserLanguages()), language: settings.language })}
      >
        {t('shell:settings.restoreDefaults')}
      </Button>
    </Drawer>
  );
}
