import { App, Button, Form, Input, Radio, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { dataPoolMemberRemoveCall } from '@simdesk/contract/modules/data-pools';
import { dataPoolMemberAddCall, type PoolChangeEffective } from '@simdesk/contract/modules/data-pools';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { parseBatchNumbers } from '../../../features/sim-cards/batch-numbers';

interface MembershipValues {
  numbers: string;
  effective: PoolChangeEffective;
}

export interface MembershipDialogProps {
  call: typeof dataPoolMemberAddCall | typeof dataPoolMemberRemoveCall;
  groupId: string;
  open: boolean;
  onClose: () => void;
}

/** Reads a text or CSV file of card numbers into the numbers field (the server still checks each one). */
function ReadNumbersFile() {
  const { t } = useTranslation('dataPools');
  const { message } = App.useApp();
  const form = Form.useFormInstance<MembershipValues>();
  return (
    <Upload
      accept=".txt,.csv"
      showUploadList={false}
      beforeUpload={async (file) => {
        const text = await file.text();
        form.setFieldValue('numbers', text);
        void message.info(
          t('member.fileRead', { count: parseBatchNumbers(text).numbers.length, name: file.name }),
        );
        return false;
      }}
    >
      <Button icon={<UploadOutlined />}>{t('member.readFile')}</Button>
    </Upload>
  );
}

/** Adds or removes cards, typed, pasted or read from a file: one tracked order, now or next month. */
export function MembershipDialog({ call, groupId, open, onClose }: MembershipDialogProps) {
  const { t } = useTranslation('dataPools');
  const { message } = App.useApp();
  const adding = call === dataPoolMemberAddCall;
  return (
    <FormDialog<typeof call, MembershipValues>
      open={open}
      name={adding ? 'poolMemberAdd' : 'poolMemberRemove'}
      title={adding ? t('member.add') : t('member.remove')}
      call={call}
      initialValues={{ effective: 'now' }}
      toObj={(values) => ({
        groupId,
        cardNumbers: parseBatchNumbers(values.numbers).numbers,
        effective: values.effective,
      })}
      successText={(row) => t('member.ordered', { orderId: row.orderId, count: row.cardCount })}
      onSaved={(row) => {
        if (row.unmatchedNumbers.length > 0) {
          void message.warning(
            t('member.unmatched', {
              count: row.unmatchedNumbers.length,
              numbers: row.unmatchedNumbers.slice(0, 5).join(', '),
            }),
          );
        }
      }}
      onClose={onClose}
    >
      <Form.Item
        name="numbers"
        label={t('member.cardNumbers')}
        extra={t('member.cardNumbersHelp')}
        rules={[
          {
            validator: (_, value: string | undefined) =>
              parseBatchNumbers(value ?? '').numbers.length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('member.cardNumbersRequired'))),
          },
        ]}
      >
        <Input.TextArea rows={5} />
      </Form.Item>
      <Form.Item>
        <ReadNumbersFile />
      </Form.Item>
      <Form.Item name="effective" label={t('member.effective')}>
        <Radio.Group
          options={[
            { value: 'now', label: t('member.effectiveNow') },
            { value: 'nextMonth', label: t('member.effectiveNextMonth') },
          ]}
        />
      </Form.Item>
    </FormDialog>
  );
}
