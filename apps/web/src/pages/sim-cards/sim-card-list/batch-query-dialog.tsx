import { useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { maximumCardBatch } from '@simdesk/contract';
import { parseBatchNumbers } from '../../../features/sim-cards/batch-numbers';

export interface BatchQueryDialogProps {
  open: boolean;
  onClose: () => void;
  /** The checked numbers; only called when every one is a card number and there are at most 1,000. */
  onQuery: (numbers: string[]) => void;
}

/** Paste up to 1,000 ICCIDs, MSISDNs or IMSIs; what is not a card number is named before anything is sent. */
export function BatchQueryDialog({ open, onClose, onQuery }: BatchQueryDialogProps) {
  const { t } = useTranslation('cards');
  const [text, setText] = useState('');
  const parsed = parseBatchNumbers(text);
  const problem = parsed.tooMany
    ? t('batch.tooMany')
    : parsed.invalid.length > 0
      ? t('batch.invalid', { numbers: parsed.invalid.slice(0, 5).join(', ') })
      : undefined;
  return (
    <Modal
      open={open}
      title={t('batch.title')}
      okText={t('batch.apply')}
      okButtonProps={{ disabled: problem !== undefined || parsed.numbers.length === 0 }}
      onOk={() => onQuery(parsed.numbers)}
      onCancel={onClose}
      destroyOnHidden={false}
    >
      <Typography.Paragraph type="secondary">{t('batch.hint')}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('batch.title')}
        rows={10}
        value={text}
        placeholder={t('batch.placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <Typography.Text type="secondary">
        {t('batch.count', { count: parsed.numbers.length })} / {maximumCardBatch.toLocaleString()}
      </Typography.Text>
      {problem && <Alert className="sim-card-batch-problem" type="error" showIcon title={problem} />}
    </Modal>
  );
}
