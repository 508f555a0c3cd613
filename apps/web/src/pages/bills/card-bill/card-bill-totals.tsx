import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardBillListCall } from '@simdesk/contract/modules/bills';
import type { CallObj } from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { flowText, yuanText } from '../../../features/bills/bill-figures';

/** The sums of every card bill the filters select (the first page's answer carries them). */
export function CardBillTotals({ obj }: { obj: CallObj<typeof cardBillListCall> }) {
  const { t } = useTranslation('bills');
  const { cursor: _cursor, ...firstPage } = obj;
  const totals = useCallQuery(cardBillListCall, firstPage).data?.rows[0]?.totals;
  if (!totals) return null;
  return (
    <Typography.Text strong data-testid="card-bill-totals">
      {t('cardBill.totals', { count: totals.cardCount })}: {yuanText(totals.totalCents)} · {t('fields.data')}{' '}
      {flowText(totals.dataKilobytes)} · {t('fields.overageCharge')} {yuanText(totals.overageCents)}
    </Typography.Text>
  );
}
