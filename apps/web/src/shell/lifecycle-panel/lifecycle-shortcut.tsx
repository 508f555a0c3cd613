import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  findPageByName,
  isRoutable,
  parseShortcutUrl,
  pathOfPage,
  type LifecycleEntry,
} from '@simdesk/contract';
import { LifecycleIconView } from './lifecycle-icons';
import { textKey } from '../../i18n/text-key';

/** Where a shortcut leads, or undefined while its page is not part of the console yet. */
export function shortcutPath(entry: LifecycleEntry): string | undefined {
  const { routeName, query } = parseShortcutUrl(entry.url);
  const page = findPageByName(routeName);
  if (!page || !isRoutable(page)) return undefined;
  return pathOfPage(routeName, {}, query);
}

/** One shortcut of the panel: a link to its page, or a marked entry while that page is still to come. */
export function LifecycleShortcut({ entry }: { entry: LifecycleEntry }) {
  const { t } = useTranslation();
  const path = shortcutPath(entry);
  const content = (note?: string) => (
    <>
      <span className="icon-tile lifecycle-shortcut-icon" aria-hidden="true">
        <LifecycleIconView icon={entry.icon} />
      </span>
      <span className="lifecycle-shortcut-text">
        <span className="lifecycle-shortcut-label">{t(textKey(entry.name))}</span>
        {note !== undefined && <span className="lifecycle-shortcut-note">{note}</span>}
      </span>
    </>
  );
  if (path !== undefined) {
    return (
      <Link to={path} className="lifecycle-shortcut">
        {content()}
      </Link>
    );
  }
  return (
    <Tooltip title={t('home:lifecycle.notAvailableYet')}>
      <span className="lifecycle-shortcut lifecycle-shortcut-unavailable" aria-disabled="true" tabIndex={0}>
        {content(t('home:lifecycle.comingSoon'))}
      </span>
    </Tooltip>
  );
}
