import { Button, Form, Input, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  destinationListAddCall,
  destinationListEditCall,
  destinationMaximum,
  destinationTypes,
  isValidDestination,
  type Destination,
  type DestinationType,
  type DestinationListRow,
} from '@simdesk/contract/modules/enhanced-network';
import {
  editedRow,
  type EditTarget,
  type TargetDialogProps,
} from '../../../components/form-dialog/dialog-target';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import { filledOrUndefined } from '../../../components/forms/filled-text';

interface DestinationListValues {
  name: string;
  note?: string;
  destinations: Destination[];
}

function fieldsOf(values: DestinationListValues) {
  return {
    name: values.name.trim(),
    note: filledOrUndefined(values.note),
    destinations: values.destinations.map(({ type, value }) => ({ type, value: value.trim().toLowerCase() })),
  };
}

/** The destinations, one row each (type and value), each checked as the server checks it. */
function DestinationRows() {
  const { t } = useTranslation('enhancedNetwork');
  const typeOptions = destinationTypes.map((type) => ({
    value: type,
    label: t(`ipCertification.destinationType.${type}`),
  }));
  return (
    <Form.Item
      label={t('ipCertification.fields.destinations')}
      extra={t('ipCertification.destinationsHelp')}
      required
    >
      <Form.List name="destinations">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, index) => (
              <Space key={row.key} align="start" style={{ display: 'flex' }}>
                <Form.Item name={[row.name, 'type']} noStyle>
                  <Select
                    options={typeOptions}
                    style={{ width: 120 }}
                    aria-label={t('ipCertification.fields.destinationType')}
                  />
                </Form.Item>
                <CallField
                  name={[row.name, 'value']}
                  schemaPath={['destinations', index, 'value']}
                  message={t('ipCertification.rules.destination')}
                  style={{ marginBottom: 8 }}
                  dependencies={[['destinations', row.name, 'type']]}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: async (_rule, value: string | undefined) => {
                        const type = getFieldValue(['destinations', row.name, 'type']) as DestinationType;
                        const typed = value?.trim().toLowerCase() ?? '';
                        if (typed && !isValidDestination({ type, value: typed })) {
                          throw new Error(t('ipCertification.rules.destination'));
                        }
                      },
                    }),
                  ]}
                >
                  <Input
                    style={{ width: 300 }}
                    aria-label={t('ipCertification.fields.destinationValue')}
                    placeholder="47.100.0.0/16"
                  />
                </CallField>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t('ipCertification.removeDestination')}
                  onClick={() => remove(row.name)}
                />
              </Space>
            ))}
            {rows.length < destinationMaximum && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ type: 'ip', value: '' })}>
                {t('ipCertification.addDestination')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** Submits a destination list for review, or changes a pending or rejected one (it goes back to review). */
export function DestinationFormDialog({
  target,
  onClose,
}: TargetDialogProps<EditTarget<DestinationListRow>>) {
  const { t } = useTranslation('enhancedNetwork');
  const edited = editedRow(target);
  const fields = (
    <>
      <CallField
        name="name"
        label={t('ipCertification.fields.name')}
        message={t('ipCertification.rules.name')}
      />
      <DestinationRows />
      <CallField name="note" label={t('ipCertification.fields.note')}>
        <Input.TextArea rows={2} />
      </CallField>
    </>
  );
  const common = {
    open: target !== undefined,
    name: 'destinationListForm',
    width: 640,
    maskClosable: false,
    okText: t('ipCertification.submit'),
    onClose,
    initialValues: edited
      ? { name: edited.name, note: edited.note ?? undefined, destinations: edited.destinations }
      : { destinations: [{ type: 'ip' as const, value: '' }] },
  };
  return edited ? (
    <FormDialog<typeof destinationListEditCall, DestinationListValues>
      {...common}
      title={t('ipCertification.editTitle')}
      call={destinationListEditCall}
      toObj={(values) => ({ listId: edited.id, ...fieldsOf(values) })}
      successText={() => t('ipCertification.saved')}
    >
      {fields}
    </FormDialog>
  ) : (
    <FormDialog<typeof destinationListAddCall, DestinationListValues>
      {...common}
      title={t('ipCertification.addTitle')}
      call={destinationListAddCall}
      toObj={fieldsOf}
      successText={() => t('ipCertification.added')}
    >
      {fields}
    </FormDialog>
  );
}
