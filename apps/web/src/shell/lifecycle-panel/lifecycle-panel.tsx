import { useState } from 'react';
import { Button, Card, Empty, Skeleton } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LifecycleGroup } from '@simdesk/contract';
import { LifecycleCustomiseDialog } from './lifecycle-customise-dialog';
import { LifecycleShortcut } from './lifecycle-shortcut';
import { useLifecycleSettings } from './use-lifecycle-settings';
import './lifecycle-panel.css';
import { textKey } from '../../i18n/text-key';

function LifecycleStage({ group, position }: { group: LifecycleGroup; position: number }) {
  const { t } = useTranslation();
  return (
    <section className="lifecycle-stage" aria-labelledby={`lifecycle-stage-${position}`}>
      <h3 className="lifecycle-stage-title" id={`lifecycle-stage-${position}`}>
        <span className="lifecycle-stage-number" aria-hidden="true">
          {position}
        </span>
        {t(textKey(group.name))}
      </h3>
      {group.selectedList.length === 0 ? (
        <p className="lifecycle-stage-empty">{t('home:lifecycle.noneSelected')}</p>
      ) : (
        <ul className="lifecycle-shortcuts">
          {group.selectedList.map((entry) => (
            <li key={entry.url}>
              <LifecycleShortcut entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The home page's lifecycle shortcuts (spec §1, §3): five stages of a card's life, each with the pages the
 * operator chose, filtered by their page codes, and a dialog to change the choice.
 */
export function LifecyclePanel() {
  const { t } = useTranslation();
  const { groups, visibleGroups, isLoading, isError } = useLifecycleSettings();
  const [customising, setCustomising] = useState(false);
  const canCustomise = groups !== undefined && visibleGroups !== undefined && visibleGroups.length > 0;
  return (
    <Card
      className="lifecycle-panel"
      variant="borderless"
      title={t('home:lifecycle.title')}
      extra={
        canCustomise && (
          <Button icon={<SettingOutlined />} onClick={() => setCustomising(true)}>
            {t('home:lifecycle.customise')}
          </Button>
        )
      }
    >
      <p className="lifecycle-panel-intro">{t('home:lifecycle.subtitle')}</p>
      {isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
      {isError && <Empty description={t('home:lifecycle.loadFailed')} />}
      {visibleGroups?.length === 0 && <Empty description={t('home:lifecycle.nothingOpen')} />}
      {visibleGroups !== undefined && visibleGroups.length > 0 && (
        <div className="lifecycle-stages">
          {visibleGroups.map((group, index) => (
            <LifecycleStage key={group.name} group={group} position={index + 1} />
          ))}
        </div>
      )}
      {canCustomise && customising && (
        <LifecycleCustomiseDialog
          groups={groups}
          visibleGroups={visibleGroups}
          onClose={() => setCustomising(false)}
        />
      )}
    </Card>
  );
}
