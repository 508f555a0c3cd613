import { useState } from 'react';
import { App, Button, Modal, Typography } from 'antd';
import { CloseOutlined, PlusOutlined, StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LifecycleEntry, LifecycleGroup } from '@simdesk/contract';
import { useSession } from '../../session/session-store';
import { LifecycleIconView } from './lifecycle-icons';
import {
  addShortcut,
  applySelection,
  previewGroup,
  removeShortcut,
  selectionOf,
  type ShortcutSelection,
} from './shortcut-selection';
import { useSaveLifecycleSettings } from './use-lifecycle-settings';
import { textKey } from '../../i18n/text-key';

export interface LifecycleCustomiseDialogProps {
  /** Every stored group, shortcuts the operator cannot see included (they are saved unchanged). */
  groups: readonly LifecycleGroup[];
  /** The groups as the operator sees them. */
  visibleGroups: readonly LifecycleGroup[];
  onClose: () => void;
}

interface ChipProps {
  entry: LifecycleEntry;
  action: 'add' | 'remove';
  recommended?: boolean;
  onClick: () => void;
}

function ShortcutChip({ entry, action, recommended = false, onClick }: ChipProps) {
  const { t } = useTranslation();
  const label = t(textKey(entry.name));
  return (
    <li>
      <Button
        size="small"
        type={action === 'remove' ? 'primary' : 'default'}
        ghost={action === 'remove'}
        icon={<LifecycleIconView icon={entry.icon} />}
        aria-label={t(action === 'add' ? 'home:lifecycle.dialog.add' : 'home:lifecycle.dialog.remove', {
          name: label,
        })}
        onClick={onClick}
      >
        {label}
        {recommended && (
          <StarFilled className="lifecycle-customise-star" title={t('home:lifecycle.dialog.recommended')} />
        )}
        {action === 'add' ? <PlusOutlined aria-hidden="true" /> : <CloseOutlined aria-hidden="true" />}
      </Button>
    </li>
  );
}

/**
 * Per group, the shortcuts shown and those that may be added (recommended ones starred). Taking out a group's
 * last shortcut is refused with a warning (spec §5); saving stores every group through page-config/update.
 */
export function LifecycleCustomiseDialog({ groups, visibleGroups, onClose }: LifecycleCustomiseDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { grantedPageCodes } = useSession();
  const [selection, setSelection] = useState<ShortcutSelection>(() => selectionOf(visibleGroups));
  const save = useSaveLifecycleSettings();

  const remove = (groupName: string, url: string) => {
    const next = removeShortcut(selection, groupName, url);
    if (next === undefined) void message.warning(t('home:lifecycle.atLeastOne'));
    else setSelection(next);
  };

  const submit = () => {
    save.mutate(applySelection(groups, selection, grantedPageCodes), {
      onSuccess: () => {
        void message.success(t('home:lifecycle.dialog.saved'));
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      width={860}
      title={t('home:lifecycle.dialog.title')}
      okText={t('home:lifecycle.dialog.save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
    >
      <Typography.Paragraph type="secondary">{t('home:lifecycle.dialog.hint')}</Typography.Paragraph>
      {visibleGroups.map((group) => {
        const preview = previewGroup(group, selection);
        const available = [...preview.recommended, ...preview.optional];
        return (
          <section key={group.name} className="lifecycle-customise-group" aria-label={t(textKey(group.name))}>
            <h3>{t(textKey(group.name))}</h3>
            <div className="lifecycle-customise-row">
              <span className="lifecycle-customise-row-label">{t('home:lifecycle.dialog.selected')}</span>
              <ul className="lifecycle-customise-chips">
                {preview.selected.map((entry) => (
                  <ShortcutChip
                    key={entry.url}
                    entry={entry}
                    action="remove"
                    onClick={() => remove(group.name, entry.url)}
                  />
                ))}
              </ul>
            </div>
            <div className="lifecycle-customise-row">
              <span className="lifecycle-customise-row-label">{t('home:lifecycle.dialog.available')}</span>
              {available.length === 0 ? (
                <span className="lifecycle-customise-none">{t('home:lifecycle.dialog.nothingToAdd')}</span>
              ) : (
                <ul className="lifecycle-customise-chips">
                  {available.map((entry) => (
                    <ShortcutChip
                      key={entry.url}
                      entry={entry}
                      action="add"
                      recommended={preview.recommended.includes(entry)}
                      onClick={() => setSelection(addShortcut(selection, group.name, entry.url))}
                    />
                  ))}
                </ul>
              )}
            </div>
          </section>
        );
      })}
    </Modal>
  );
}
