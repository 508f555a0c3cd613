import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictionaryAddCall, dictionaryEditCall, type DictionaryListRow } from '@simdesk/contract';
import { CallField } from '../../../components/forms/call-field';
import { OrderNumberField } from '../../../components/forms/order-number-field';
import {
  editedRow,
  type EditTarget,
  type TargetDialogProps,
} from '../../../components/form-dialog/dialog-target';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { DictionaryTypeInput } from './dictionary-type-input';

export type DictionaryEntryDialog = EditTarget<DictionaryListRow>;

interface EntryValues {
  dictType: string;
  dictLabel: string;
  dictValue: string;
  orderNum?: number | null;
  platformWide?: boolean;
}

/** Adds an entry (to the company, or platform-wide for carrier staff) or changes one's label, value and order. */
export function DictionaryEntryModal({
  target,
  platformWideAllowed,
  onClose,
}: TargetDialogProps<DictionaryEntryDialog> & { platformWideAllowed: boolean }) {
  const { t } = useTranslation();
  const entry = editedRow(target);
  const editing = entry !== undefined;
  return (
    <FormDialog<typeof dictionaryAddCall | typeof dictionaryEditCall, EntryValues, never>
      open={target !== undefined}
      name="dictionaryEntry"
      title={t(editing ? 'system:dictionary.editTitle' : 'system:dictionary.addTitle')}
      okText={t('system:dictionary.save')}
      // An edit sends what the add asks for, but the type: the form follows the add call's rules.
      call={editing ? dictionaryEditCall : dictionaryAddCall}
      rulesCall={dictionaryAddCall}
      initialValues={entry ?? {}}
      toObj={(values) => {
        const fields = {
          dictLabel: values.dictLabel.trim(),
          dictValue: values.dictValue.trim(),
          orderNum: values.orderNum ?? undefined,
        };
        return entry
          ? { dictDataId: entry.dictDataId, ...fields }
          : { ...fields, dictType: values.dictType.trim(), platformWide: values.platformWide || undefined };
      }}
      successText={() => t('system:dictionary.saved')}
      onClose={onClose}
    >
      <CallField
        name="dictType"
        label={t('system:dictionary.columns.dictType')}
        extra={editing ? undefined : t('system:dictionary.typeHelp')}
        message={t('system:dictionary.typeRule')}
      >
        <DictionaryTypeInput disabled={editing} />
      </CallField>
      <CallField name="dictLabel" label={t('system:dictionary.columns.dictLabel')} />
      <CallField name="dictValue" label={t('system:dictionary.columns.dictValue')} />
      <OrderNumberField
        label={t('system:dictionary.columns.orderNum')}
        extra={t('system:dictionary.orderHelp')}
      />
      {!editing && platformWideAllowed && (
        <Form.Item
          name="platformWide"
          valuePropName="checked"
          extra={t('system:dictionary.platformWideHelp')}
        >
          <Checkbox>{t('system:dictionary.platformWide')}</Checkbox>
        </Form.Item>
      )}
    </FormDialog>
  );
}
