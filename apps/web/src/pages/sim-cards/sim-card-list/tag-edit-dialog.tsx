import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { simCardGetCustomTagCall, simCardSetCustomTagCall, tagChangeModes } from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { CallField } from '../../../components/forms/call-field';
import { FormDialog } from '../../../components/form-dialog/form-dialog';

type TagChangeMode = (typeof tagChangeModes)[number];

interface TagValues {
  mode: TagChangeMode;
  tags: string[];
}

export interface TagEditDialogProps {
  cardIds: number[];
  open: boolean;
  onClose: () => void;
}

/** Adds, removes or replaces custom tags on the selected cards in one call. */
export function TagEditDialog({ cardIds, open, onClose }: TagEditDialogProps) {
  const { t } = useTranslation('cards');
  const inUse = useCallQuery(simCardGetCustomTagCall, {}, { enabled: open, staleTime: 30_000 });
  return (
    <FormDialog<typeof simCardSetCustomTagCall, TagValues, never>
      open={open}
      name="cardTags"
      title={t('tags.title', { count: cardIds.length })}
      call={simCardSetCustomTagCall}
      initialValues={{ mode: 'add', tags: [] }}
      // Adding or removing nothing is no change; replacing with nothing clears the tags.
      okDisabled={(values) => values.mode !== 'replace' && (values.tags?.length ?? 0) === 0}
      toObj={(values) => ({ cardIds, tags: values.tags, mode: values.mode })}
      successText={(row) => t('tags.saved', { count: row.updated })}
      onClose={onClose}
    >
      <Form.Item name="mode">
        <Radio.Group options={tagChangeModes.map((value) => ({ value, label: t(`tags.mode.${value}`) }))} />
      </Form.Item>
      <CallField name="tags" message={t('tags.invalid')}>
        <Select
          mode="tags"
          aria-label={t('tags.edit')}
          placeholder={t('tags.placeholder')}
          tokenSeparators={[',']}
          options={(inUse.data?.rows ?? []).map((row) => ({ value: row.tag, label: row.tag }))}
        />
      </CallField>
    </FormDialog>
  );
}
