import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PageTabs, TabAction } from './use-page-tabs';
import { pageTitleKey } from '../../i18n/text-key';

const tabActions: readonly TabAction[] = ['close', 'closeRight', 'closeLeft', 'closeAll'];

/** The visited pages as tabs: click to switch, × to close, right-click (or the arrow) for more. */
export function TabBar({ tabs }: { tabs: PageTabs }) {
  const { t } = useTranslation();
  const menuFor = (key: string): MenuProps => ({
    items: tabActions.map((action) => ({ key: action, label: t(`shell:tabs.actions.${action}`) })),
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      const chosen = tabActions.find((candidate) => candidate === action);
      if (chosen) tabs.act(chosen, key);
    },
  });
  const actionTarget = tabs.activeKey ?? tabs.tabs[tabs.tabs.length - 1]?.key;

  return (
    <nav className="page-tab-bar" aria-label={t('shell:tabs.label')}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={tabs.activeKey ?? ''}
        onChange={tabs.select}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') tabs.act('close', key);
        }}
        items={tabs.tabs.map((tab) => ({
          key: tab.key,
          closable: true,
          // A tab list may hold tabs only, so Ant Design's close button (a sibling of the tab) stays hidden: the
          // mouse closes through this mark inside the tab, the keyboard with Delete or the tab actions.
          label: (
            <>
              <Dropdown trigger={['contextMenu']} menu={menuFor(tab.key)}>
                <span className="page-tab-title">{t(pageTitleKey(tab.page))}</span>
              </Dropdown>
              <CloseOutlined
                className="page-tab-close"
                aria-hidden
                onClick={(event) => {
                  event.stopPropagation();
                  tabs.act('close', tab.key);
                }}
              />
            </>
          ),
        }))}
      />
      {/* Beside the tabs, not in Ant Design's extra slot: a tab list may hold tabs only. */}
      {actionTarget !== undefined && (
        <Dropdown trigger={['click']} menu={menuFor(actionTarget)} placement="bottomRight">
          <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('shell:tabs.more')} />
        </Dropdown>
      )}
    </nav>
  );
}
