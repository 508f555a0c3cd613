import { App, Button, Form, Input, Radio, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cardNumberFileAccept, maximumCardChangeBatch } from '@simdesk/contract';
import type { dataPoolMemberRemoveCall } from '@simdesk/contract/modules/data-pools';
import {
  dataPoolMemberAddCall,
  dataPoolMemberAddFileCall,
  dataPoolMemberRemoveFileCall,
  type PoolChangeEffective,
} from '@simdesk/contract/modules/data-pools';
import { refreshChangedAnswers } from '../../../api/call-changes';
import { uploadCallFile } from '../../../api/upload-call-file';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useCallAllowed } from '../../../components/permission/call-allowed';
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

/** Warns of the numbers that named no card the caller may change (the first five of them). */
function useUnmatchedWarning() {
  const { t } = useTranslation('dataPools');
  const { message } = App.useApp();
  return ({ unmatchedNumbers }: { unmatchedNumbers: string[] }) => {
    if (unmatchedNumbers.length === 0) return;
    const numbers = unmatchedNumbers.slice(0, 5).join(', ');
    void message.warning(t('member.unmatched', { count: unmatchedNumbers.length, numbers }));
  };
}

/**
 * Sends a file of card numbers to the server, which changes them as a task with a per-card report in the task
 * centre (the same batch change task as the SIM card list's); the dialog closes once it started.
 */
function SendNumbersFile({
  adding,
  groupId,
  onStarted,
}: {
  adding: boolean;
  groupId: string;
  onStarted: () => void;
}) {
  const { t } = useTranslation('dataPools');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const warnUnmatched = useUnmatchedWarning();
  const form = Form.useFormInstance<MembershipValues>();
  const call = adding ? dataPoolMemberAddFileCall : dataPoolMemberRemoveFileCall;
  if (!useCallAllowed(call)) return null;
  const send = async (file: File) => {
    const started = await uploadCallFile(call, { groupId, effective: form.getFieldValue('effective') }, file);
    void message.success(t('member.fileStarted', { taskId: started.taskId, count: started.cardCount }));
    warnUnmatched(started);
    await refreshChangedAnswers(queryClient, call);
    onStarted();
  };
  return (
    <Space direction="vertical" size={4}>
      {/* The file goes to the server as it is chosen: refusals come back as the call's errors. */}
      <Upload
        accept={cardNumberFileAccept}
        showUploadList={false}
        customRequest={({ file }) => void send(file as File).catch(() => undefined)}
      >
        <Button icon={<UploadOutlined />}>{t('member.sendFile')}</Button>
      </Upload>
      <Typography.Text type="secondary">
        {t('member.fileHelp', { count: maximumCardChangeBatch })}
      </Typography.Text>
    </Space>
  );
}

/** Adds or removes cards, typed or pasted (one tracked order) or sent as a file (a task), now or next month. */
export function MembershipDialog({ call, groupId, open, onClose }: MembershipDialogProps) {
  const { t } = useTranslation('dataPools');
  const warnUnmatched = useUnmatchedWarning();
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
      onSaved={warnUnmatched}
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
      <Form.Item name="effective" label={t('member.effective')}>
        <Radio.Group
          options={[
            { value: 'now', label: t('member.effectiveNow') },
            { value: 'nextMonth', label: t('member.effectiveNextMonth') },
          ]}
        />
      </Form.Item>
      <Form.Item>
        <SendNumbersFile adding={adding} groupId={groupId} onStarted={onClose} />
      </Form.Item>
    </FormDialog>
  );
}
