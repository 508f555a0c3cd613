import { Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { pathOfPage } from '@simdesk/contract';
import type { ActivationBlockReason, CardStateRow } from '@simdesk/contract/modules/real-name';
import { formatDisplayTime } from '../../components/display-time';
import { useSettings } from '../../settings/settings-store';

// What the card state list and a card's page show alike: why activation waits, and for how long.

/** The address of a card's page in the real-name view of card states. */
export const cardStateDetailPath = (cardId: number) =>
  pathOfPage('realnameCardStateDetail', {}, { id: cardId });

/** Each reason's colour: to do (gold), under way (blue), refused (red), undone (grey). */
export const blockColours: Record<ActivationBlockReason, string> = {
  notRegistered: 'gold',
  registering: 'processing',
  failed: 'error',
  deregistered: 'default',
};

/** Why activation waits, as a tag (the carrier's reason on hover for a refused one); "not blocked" when free. */
export function ActivationBlockTag({ card }: { card: Pick<CardStateRow, 'blockReason' | 'refusalReason'> }) {
  const { t } = useTranslation();
  if (card.blockReason === null) return <Tag color="success">{t('realNameCardState:block.none')}</Tag>;
  const tag = (
    <Tag color={blockColours[card.blockReason]}>{t(`realNameCardState:block.${card.blockReason}`)}</Tag>
  );
  if (card.blockReason !== 'failed' || card.refusalReason === null) return tag;
  return (
    <Tooltip title={t('realNameCardState:detail.carrierReason', { reason: card.refusalReason })}>
      <span>{tag}</span>
    </Tooltip>
  );
}

const hour = 3_600_000;

/** How long since `since`, in whole days, else whole hours: "12 d", "5 h", "< 1 h". */
export function waitedText(t: TFunction, since: string, now = Date.now()): string {
  const hours = Math.floor((now - Date.parse(since)) / hour);
  if (hours >= 24) return t('realNameCardState:waited.days', { days: Math.floor(hours / 24) });
  if (hours >= 1) return t('realNameCardState:waited.hours', { hours });
  return t('realNameCardState:waited.underAnHour');
}

/** How long a blocked card has waited, and since when under it; nothing for a card that does not wait. */
export function Waited({ since }: { since: string | null }) {
  const { t } = useTranslation();
  const { timeZone } = useSettings();
  if (since === null) return null;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text>{waitedText(t, since)}</Typography.Text>
      <Typography.Text type="secondary">
        {t('realNameCardState:waited.since', { time: formatDisplayTime(since, timeZone) })}
      </Typography.Text>
    </Space>
  );
}
