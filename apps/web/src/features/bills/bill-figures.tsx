import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFlow } from '@simdesk/contract';
import { formatDisplayTime } from '../../components/display-time';

/** Integer cents as yuan with two decimals, built from the digits (no floating-point division of money). */
export function yuanText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  const yuan = Math.trunc(whole / 100).toLocaleString('en-US');
  return `${sign}¥${yuan}.${String(whole % 100).padStart(2, '0')}`;
}

/** KB as the console writes data everywhere (1024 steps). */
export const flowText = (kilobytes: number) => formatFlow(kilobytes).text;

/** `YYYY-MM` of the month `back` months before the running one (1: the last closed month). */
export function monthBefore(back: number, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}

/** The running month and the 12 closed ones before it, newest first: the months a bill can be computed for. */
export const billMonthOptions = () =>
  Array.from({ length: 13 }, (_, back) => ({ value: monthBefore(back), label: monthBefore(back) }));

/** "Usage as of …, computed …": every bill figure says when the usage it was made from was read. */
export function BillFreshness({
  usageAsOf,
  computedAt,
}: {
  usageAsOf: string | null;
  computedAt: string | null;
}) {
  const { t } = useTranslation('bills');
  if (computedAt === null)
    return <Typography.Text type="secondary">{t('freshness.notComputed')}</Typography.Text>;
  return (
    <Typography.Text type="secondary">
      {t('freshness.usageAsOf', {
        time: usageAsOf ? formatDisplayTime(usageAsOf) : '—',
        computed: formatDisplayTime(computedAt),
      })}
    </Typography.Text>
  );
}
