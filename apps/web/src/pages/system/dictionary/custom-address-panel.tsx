import { useEffect } from 'react';
import { App, Button, Card, Empty, Form, Input, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dictionaryCustomEditCall, dictionaryCustomMapCall } from '@simdesk/contract';
import { callApi } from '../../../api/call-api';
import { useCallQuery } from '../../../api/use-call-query';
import { useInvalidateDictionaries } from '../../../api/use-dictionary';
import { PermissionButton } from '../../../components/permission/permission-button';
import { useActionAllowed } from '../../../components/permission/use-action-allowed';

const dictionaryPageCode = 'sysManagement-dictionary';

interface AddressValues {
  entries: { dictLabel: string; dictValue: string }[];
}

/** The company's own addresses (dictionary custom type 'customAddress'), edited as one list. */
export function CustomAddressPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const invalidateDictionaries = useInvalidateDictionaries();
  const canEdit = useActionAllowed(dictionaryPageCode, 'edit');
  const [form] = Form.useForm<AddressValues>();
  const custom = useCallQuery(dictionaryCustomMapCall, {});
  const saved = custom.data?.rows[0]?.customAddress;
  useEffect(() => {
    form.setFieldsValue({
      entries: (saved ?? []).map(({ dictLabel, dictValue }) => ({ dictLabel, dictValue })),
    });
  }, [saved, form]);

  const save = useMutation({
    mutationFn: (values: AddressValues) =>
      callApi(dictionaryCustomEditCall, {
        dictType: 'customAddress',
        entries: (values.entries ?? []).map((entry) => ({
          dictLabel: entry.dictLabel.trim(),
          dictValue: entry.dictValue.trim(),
        })),
      }),
    onSuccess: async () => {
      void message.success(t('system:dictionary.addresses.saved'));
      await queryClient.invalidateQueries({ queryKey: [dictionaryCustomMapCall.path] });
      await invalidateDictionaries();
    },
  });

  return (
    <Card size="small">
      <Typography.Paragraph type="secondary">{t('system:dictionary.addresses.help')}</Typography.Paragraph>
      <Spin spinning={custom.isLoading}>
        <Form<AddressValues>
          name="customAddresses"
          form={form}
          disabled={!canEdit}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.List name="entries">
            {(fields, { add, remove }) => (
              <>
                {fields.length === 0 && (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t('system:dictionary.addresses.empty')}
                  />
                )}
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" className="custom-address-row">
                    <Form.Item
                      name={[field.name, 'dictLabel']}
                      rules={[{ required: true, whitespace: true, max: 64 }]}
                    >
                      <Input
                        placeholder={t('system:dictionary.addresses.name')}
                        maxLength={64}
                        style={{ width: 200 }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'dictValue']}
                      rules={[{ required: true, whitespace: true, max: 200 }]}
                    >
                      <Input
                        placeholder={t('system:dictionary.addresses.address')}
                        maxLength={200}
                        style={{ width: 420 }}
                      />
                    </Form.Item>
                    {canEdit && (
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('system:dictionary.addresses.remove')}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Space>
                ))}
                {canEdit && (
                  <Space className="custom-address-actions">
                    <Button
                      icon={<PlusOutlined />}
                      disabled={fields.length >= 50}
                      onClick={() => add({ dictLabel: '', dictValue: '' })}
                    >
                      {t('system:dictionary.addresses.add')}
                    </Button>
                    <PermissionButton
                      pageCode={dictionaryPageCode}
                      action="edit"
                      type="primary"
                      htmlType="submit"
                      loading={save.isPending}
                    >
                      {t('system:dictionary.save')}
                    </PermissionButton>
                  </Space>
                )}
              </>
            )}
          </Form.List>
        </Form>
      </Spin>
    </Card>
  );
}
