import { Flex, Progress, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnterpriseBatchRow } from '@simdesk/contract/modules/real-name';
import './real-name.css';

/** Where an enterprise batch's cards stand. */
export type BatchCounts = Pick<
  EnterpriseBatchRow,
  'cardCount' | 'waiting' | 'processing' | 'registered' | 'failed'
>;

/** Whether some of the batch's cards still wait to be sent or for the carrier's answer. */
export function isBatchRunning(batch: BatchCounts): boolean {
  return batch.waiting + batch.processing > 0;
}

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

/**
 * A stacked bar of the batch's answered cards: registered in green, refused in red after them, the rest (not
 * sent yet or with the carrier) still grey; its accessible name says the counts.
 */
export function BatchProgressBar({ batch }: { batch: BatchCounts }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const answered = batch.registered + batch.failed;
  return (
    <Progress
      size="small"
      aria-label={t('realName:batches.progressLabel', {
        registered: batch.registered,
        failed: batch.failed,
        cards: batch.cardCount,
      })}
      percent={percentOf(answered, batch.cardCount)}
      success={{ percent: percentOf(batch.registered, batch.cardCount) }}
      strokeColor={token.colorError}
      status="normal"
      format={() => `${answered}/${batch.cardCount}`}
    />
  );
}

/** The four counts as tags: not sent yet, with the carrier, registered, refused. */
export function BatchCountTags({ batch }: { batch: BatchCounts }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={4}>
      <Tag>{t('realName:batches.waiting', { number: batch.waiting })}</Tag>
      <Tag color="processing">{t('realName:batches.processing', { number: batch.processing })}</Tag>
      <Tag color="success">{t('realName:batches.registered', { number: batch.registered })}</Tag>
      <Tag color="error">{t('realName:batches.failed', { number: batch.failed })}</Tag>
    </Flex>
  );
}

/** The bar with the counts under it, as the batch list shows a batch. */
export function BatchProgress({ batch }: { batch: BatchCounts }) {
  return (
    <Flex vertical gap={4} className="batch-progress">
      <BatchProgressBar batch={batch} />
      <BatchCountTags batch={batch} />
    </Flex>
  );
}
