import { useEffect } from 'react';
import { App, AutoComplete, Checkbox, Form, Input, InputNumber, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  dictionaryAddCall,
  dictionaryEditCall,
  dictionaryListCall,
  type DictionaryListRow,
} from '@simdesk/contract';
import { callApi } from '../../../api/call-api';
import { useDictionaryTypes, useInvalidateDictionaries } from '../../../api/use-dictionary';

export type DictionaryEntryDialog = { kind: 'add' } | { kind: 'edit'; entry: DictionaryListRow };

interface EntryValues {
  dictType: string;
  dictLabel: string;
  dictValue: string;
  orderNum?: number | null;
  platformWide?: boolean;
}

const dictTypePattern = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** Adds an entry (to the company, or platform-wide for carrier staff) or changes one's label, value and order. */
export function DictionaryEntryModal({
  dialog,
  platformWideAllowed,
  onClose,
}: {
  dialog: DictionaryEntryDialog | undefined;
  platformWideAllowed: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const invalidateDictionaries = useInvalidateDictionaries();
  const types = useDictionaryTypes();
  const [form] = Form.useForm<EntryValues>();
  useEffect(() => {
    form.resetFields();
    if (dialog?.kind === 'edit') form.setFieldsValue(dialog.entry);
  }, [dialog, form]);

  const save = useMutation({
    mutationFn: async (values: EntryValues) => {
      const fields = {
        dictLabel: values.dictLabel.trim(),
        dictValue: values.dictValue.trim(),
        orderNum: values.orderNum ?? undefined,
      };
      if (dialog?.kind === 'edit')
        await callApi(dictionaryEditCall, { dictDataId: dialog.entry.dictDataId, ...fields });
      else
        await callApi(dictionaryAddCall, {
          ...fields,
          dictType: values.dictType.trim(),
          platformWide: values.platformWide || undefined,
        });
    },
    onSuccess: async () => {
      void message.success(t('system:dictionary.saved'));
      await queryClient.invalidateQueries({ queryKey: [dictionaryListCall.path] });
      await invalidateDictionaries();
      onClose();
    },
  });

  const editing = dialog?.kind === 'edit';
  return (
    <Modal
      open={dialog !== undefined}
      title={t(editing ? 'system:dictionary.editTitle' : 'system:dictionary.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('system:dictionary.save')}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<EntryValues>
        name="dictionaryEntry"
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="dictType"
          label={t('system:dictionary.columns.dictType')}
          extra={editing ? undefined : t('system:dictionary.typeHelp')}
          rules={[{ required: true, pattern: dictTypePattern, message: t('system:dictionary.typeRule') }]}
        >
          <AutoComplete
            disabled={editing}
            options={types.map((type) => ({ value: type }))}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
          />
        </Form.Item>
        <Form.Item
          name="dictLabel"
          label={t('system:dictionary.columns.dictLabel')}
          rules={[{ required: true, whitespace: true, max: 64 }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="dictValue"
          label={t('system:dictionary.columns.dictValue')}
          rules={[{ required: true, whitespace: true, max: 128 }]}
        >
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item
          name="orderNum"
          label={t('system:dictionary.columns.orderNum')}
          extra={t('system:dictionary.orderHelp')}
        >
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        {!editing && platformWideAllowed && (
          <Form.Item
            name="platformWide"
            valuePropName="checked"
            extra={t('system:dictionary.platformWideHelp')}
          >
            <Checkbox>{t('system:dictionary.platformWide')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
