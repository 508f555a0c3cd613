import { useState } from 'react';
import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { maximumVinBatch } from '@simdesk/contract/modules/vehicles';
import type { OpenedByButton } from '../../../components/permission/dialog-call-button';
import { readVinBatch } from './vin-batch';

/**
 * Paste up to 1,000 VINs to list those vehicles; what is not a VIN is named before the query is sent, which
 * `onQuery` gets once each is a VIN and there are not too many.
 */
export function VinBatchDialog({
  onQuery,
  ...opened
}: OpenedByButton & { onQuery: (vins: string[]) => void }) {
  const [text, setText] = useState('');
  const { t } = useTranslation();
  const batch = readVinBatch(text);
  let problem: string | undefined;
  if (batch.tooMany) problem = t('vehicles:batch.tooMany');
  else if (batch.notVins.length > 0)
    problem = t('vehicles:batch.notVins', { values: batch.notVins.slice(0, 5).join(', ') });
  const ready = problem === undefined && batch.vins.length > 0;
  return (
    <Modal
      open={opened.open}
      title={t('vehicles:batch.title')}
      okText={t('vehicles:batch.query')}
      cancelText={t('common:cancel')}
      okButtonProps={{ disabled: !ready }}
      onCancel={opened.onClose}
      onOk={() => onQuery(batch.vins)}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('vehicles:batch.hint')}</Typography.Text>
        <Input.TextArea
          aria-label={t('vehicles:batch.title')}
          autoSize={{ minRows: 8, maxRows: 14 }}
          className="vehicle-identifier"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Typography.Text type="secondary">
          {t('vehicles:batch.count', { count: batch.vins.length, maximum: maximumVinBatch.toLocaleString() })}
        </Typography.Text>
        {problem !== undefined && <Alert type="error" showIcon title={problem} />}
      </Flex>
    </Modal>
  );
}
