import { Flex, Progress, Tag, theme, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EnterpriseBatchRow } from '@simdesk/contract/modules/real-name';
import './real-name.css';

/**
 * Where a batch's cards stand: not sent yet, with the carrier, done (registered, or deregistered) and
 * failed (refused by the carrier).
 */
export interface BatchCounts {
  cardCount: number;
  waiting: number;
  processing: number;
  done: number;
  failed: number;
}

/** What a batch's bar and tags say of its answered cards, translated: registrations and deregistrations differ. */
export interface BatchOutcomeTexts {
  /** The bar's accessible name, with the counts. */
  label: string;
  done: string;
  failed: string;
}

/** A batch's counts with the words its kind of batch uses for them. */
export interface BatchStanding {
  counts: BatchCounts;
  texts: BatchOutcomeTexts;
}

/** Whether some of the batch's cards still wait to be sent or for the carrier's answer. */
export function isBatchRunning(batch: Pick<BatchCounts, 'waiting' | 'processing'>): boolean {
  return batch.waiting + batch.processing > 0;
}

/** Where an enterprise registration's cards stand, in its words. */
export function registrationStanding(t: TFunction, batch: EnterpriseBatchRow): BatchStanding {
  return {
    counts: { ...batch, done: batch.registered },
    texts: {
      label: t('realName:batches.progressLabel', {
        registered: batch.registered,
        failed: batch.failed,
        cards: batch.cardCount,
      }),
      done: t('realName:batches.registered', { number: batch.registered }),
      failed: t('realName:batches.failed', { number: batch.failed }),
    },
  };
}

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

/**
 * A stacked bar of the batch's answered cards: done in green, failed in red after them, the rest (not sent
 * yet or with the carrier) still grey; its accessible name says the counts.
 */
export function BatchProgressBar({ counts, texts }: BatchStanding) {
  const { token } = theme.useToken();
  const answered = counts.done + counts.failed;
  return (
    <Progress
      size="small"
      aria-label={texts.label}
      percent={percentOf(answered, counts.cardCount)}
      success={{ percent: percentOf(counts.done, counts.cardCount) }}
      strokeColor={token.colorError}
      status="normal"
      format={() => `${answered}/${counts.cardCount}`}
    />
  );
}

/** The four counts as tags: not sent yet, with the carrier, done, failed. */
export function BatchCountTags({ counts, texts }: BatchStanding) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={4}>
      <Tag>{t('realName:batches.waiting', { number: counts.waiting })}</Tag>
      <Tag color="processing">{t('realName:batches.processing', { number: counts.processing })}</Tag>
      <Tag color="success">{texts.done}</Tag>
      <Tag color="error">{texts.failed}</Tag>
    </Flex>
  );
}

/** The bar with the counts under it, as a batch list shows a batch. */
export function BatchProgress(standing: BatchStanding) {
  return (
    <Flex vertical gap={4} className="batch-progress">
      <BatchProgressBar {...standing} />
      <BatchCountTags {...standing} />
    </Flex>
  );
}

/** The bar, the counts, and whether the page still follows the carrier, as a batch's own page shows them. */
export function FollowedBatchProgress({
  standing,
  refreshSeconds,
}: {
  standing: BatchStanding;
  refreshSeconds: number;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <BatchProgressBar {...standing} />
      <BatchCountTags {...standing} />
      {isBatchRunning(standing.counts) && (
        <Typography.Text type="secondary">
          {t('realName:batches.following', { seconds: refreshSeconds })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Whether the batch is still in progress or finished, as a tag beside its name. */
export function BatchStateTag({ running }: { running: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={running ? 'processing' : 'default'}>
      {t(running ? 'realName:batches.running' : 'realName:batches.finished')}
    </Tag>
  );
}
