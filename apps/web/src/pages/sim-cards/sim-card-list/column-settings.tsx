import { useState } from 'react';
import { Button, Checkbox, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { simCardColumnKeys, type SimCardColumnKey } from '@simdesk/contract';
import { defaultSimCardColumns } from '../../../features/sim-cards/sim-card-columns';

const storageKey = 'simdesk.simCardList.columns';

function storedColumns(): SimCardColumnKey[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null');
    if (!Array.isArray(stored)) return [...defaultSimCardColumns];
    const known = simCardColumnKeys.filter((key) => stored.includes(key));
    return known.length > 0 ? known : [...defaultSimCardColumns];
  } catch {
    return [...defaultSimCardColumns];
  }
}

/** The columns the operator chose, remembered in this browser. */
export function useColumnChoice() {
  const [chosen, setChosen] = useState<SimCardColumnKey[]>(storedColumns);
  const choose = (keys: SimCardColumnKey[]) => {
    // The ICCID always stays: it is the row's name.
    const next = simCardColumnKeys.filter((key) => key === 'iccid' || keys.includes(key));
    setChosen(next);
    window.localStorage.setItem(storageKey, JSON.stringify(next));
  };
  return { chosen, choose };
}

export function ColumnSettings({ chosen, choose }: ReturnType<typeof useColumnChoice>) {
  const { t } = useTranslation('cards');
  const content = (
    <Checkbox.Group<SimCardColumnKey>
      className="sim-card-column-settings"
      value={chosen}
      onChange={choose}
      options={simCardColumnKeys.map((key) => ({
        value: key,
        label: t(`columns.${key}`),
        disabled: key === 'iccid',
      }))}
    />
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('columns.settings')}>
      <Button icon={<SettingOutlined />}>{t('columns.settings')}</Button>
    </Popover>
  );
}
