import { useEffect } from 'react';
import { Button, Card, Empty, Form, Input, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { dictionaryCustomEditCall, dictionaryCustomMapCall } from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
import { useDeclaredCall } from '../../../api/declared-call';
import { CallField, CallFields } from '../../../components/forms/call-field';
import { describeFieldSchema, fieldSchemaAt } from '../../../components/forms/schema-field';
import { CallButton } from '../../../components/permission/call-button';
import { useCallAllowed } from '../../../components/permission/call-allowed';

interface AddressValues {
  entries: { dictLabel: string; dictValue: string }[];
}

/** The company's own addresses (dictionary custom type 'customAddress'), edited as one list. */
export function CustomAddressPanel() {
  const { t } = useTranslation();
  const canEdit = useCallAllowed(dictionaryCustomEditCall);
  // As many addresses as the call takes.
  const entriesSchema = fieldSchemaAt(useDeclaredCall(dictionaryCustomEditCall).obj, 'entries');
  const maximumAddresses = entriesSchema ? describeFieldSchema(entriesSchema).maxLength : undefined;
  const [form] = Form.useForm<AddressValues>();
  const custom = useCallQuery(dictionaryCustomMapCall, {});
  const saved = custom.data?.rows[0]?.customAddress;
  useEffect(() => {
    form.setFieldsValue({
      entries: (saved ?? []).map(({ dictLabel, dictValue }) => ({ dictLabel, dictValue })),
    });
  }, [saved, form]);
  const save = useCallMutation(dictionaryCustomEditCall, {
    successText: () => t('system:dictionary.addresses.saved'),
  });
  const submit = (values: AddressValues) =>
    save.mutate({
      dictType: 'customAddress',
      entries: (values.entries ?? []).map((entry) => ({
        dictLabel: entry.dictLabel.trim(),
        dictValue: entry.dictValue.trim(),
      })),
    });

  return (
    <Card size="small">
      <Typography.Paragraph type="secondary">{t('system:dictionary.addresses.help')}</Typography.Paragraph>
      <Spin spinning={custom.isLoading}>
        <CallFields call={dictionaryCustomEditCall}>
          <Form<AddressValues> name="customAddresses" form={form} disabled={!canEdit} onFinish={submit}>
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
                      <CallField name={[field.name, 'dictLabel']} schemaPath={['entries', 0, 'dictLabel']}>
                        <Input placeholder={t('system:dictionary.addresses.name')} style={{ width: 200 }} />
                      </CallField>
                      <CallField name={[field.name, 'dictValue']} schemaPath={['entries', 0, 'dictValue']}>
                        <Input
                          placeholder={t('system:dictionary.addresses.address')}
                          style={{ width: 420 }}
                        />
                      </CallField>
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
                        disabled={maximumAddresses !== undefined && fields.length >= maximumAddresses}
                        onClick={() => add({ dictLabel: '', dictValue: '' })}
                      >
                        {t('system:dictionary.addresses.add')}
                      </Button>
                      <CallButton
                        call={dictionaryCustomEditCall}
                        type="primary"
                        htmlType="submit"
                        loading={save.isPending}
                      >
                        {t('system:dictionary.save')}
                      </CallButton>
                    </Space>
                  )}
                </>
              )}
            </Form.List>
          </Form>
        </CallFields>
      </Spin>
    </Card>
  );
}
