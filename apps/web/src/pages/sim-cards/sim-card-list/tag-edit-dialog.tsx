import { useState } from 'react';
import { Form, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  customTagSchema,
  simCardGetCustomTagCall,
  simCardListCall,
  simCardSetCustomTagCall,
  tagChangeModes,
} from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { useAdminAction } from '../../../api/use-admin-action';

type TagChangeMode = (typeof tagChangeModes)[number];

export interface TagEditDialogProps {
  cardIds: number[];
  open: boolean;
  onClose: () => void;
}

/** Adds, removes or replaces custom tags on the selected cards in one call. */
export function TagEditDialog({ cardIds, open, onClose }: TagEditDialogProps) {
  const { t } = useTranslation('cards');
  const [mode, setMode] = useState<TagChangeMode>('add');
  const [tags, setTags] = useState<string[]>([]);
  const inUse = useCallQuery(simCardGetCustomTagCall, {}, { enabled: open, staleTime: 30_000 });
  const save = useAdminAction(simCardSetCustomTagCall, [simCardListCall, simCardGetCustomTagCall], (row) =>
    t('tags.saved', { count: row.updated }),
  );
  const invalid = tags.some((tag) => !customTagSchema.safeParse(tag).success);
  return (
    <Modal
      open={open}
      title={t('tags.title', { count: cardIds.length })}
      okButtonProps={{
        disabled: invalid || (mode !== 'replace' && tags.length === 0),
        loading: save.isPending,
      }}
      onOk={() =>
        save.mutate(
          { cardIds, tags, mode },
          {
            onSuccess: () => {
              setTags([]);
              onClose();
            },
          },
        )
      }
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item>
          <Radio.Group
            value={mode}
            onChange={(event) => setMode(event.target.value as TagChangeMode)}
            options={tagChangeModes.map((value) => ({ value, label: t(`tags.mode.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? t('tags.invalid') : undefined}
        >
          <Select
            mode="tags"
            aria-label={t('tags.edit')}
            value={tags}
            onChange={setTags}
            placeholder={t('tags.placeholder')}
            tokenSeparators={[',']}
            options={(inUse.data?.rows ?? []).map((row) => ({ value: row.tag, label: row.tag }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
