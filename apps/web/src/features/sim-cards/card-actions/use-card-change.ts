import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChangeOrderRow } from '@simdesk/contract';

/** The props of a dialog that changes one card through the carrier (opened from the card actions bar). */
export interface CardChangeDialogProps {
  open: boolean;
  card: { id: number; iccid: string };
  onClose: () => void;
  /** After the change was accepted. */
  onChanged: () => void;
}

/**
 * What became of one card change: scheduled, sent (the order number to follow), or sent without an answer
 * (the console checks the card at the carrier). Refusals were shown by the request client.
 */
export function useCardChangeNotice(onChanged: () => void) {
  const { t } = useTranslation('cardChange');
  const { message } = App.useApp();
  return (order: ChangeOrderRow) => {
    if (order.state === 'scheduled') void message.success(t('result.scheduled', { id: order.id }));
    else if (order.counts.unknown > 0) void message.warning(t('result.unknown', { id: order.id }));
    else if (order.state === 'failed') void message.error(t('result.failed', { id: order.id }));
    else void message.success(t('result.sent', { id: order.id }));
    onChanged();
  };
}
