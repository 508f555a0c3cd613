import { useTranslation } from 'react-i18next';
import { cardStateCancelCall, isChangeOrderCancellable, type ChangeOrderRow } from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { ConfirmLinkButton } from '../../../components/list-page/row-buttons';
import { useCallAllowed } from '../../../components/permission/call-allowed';

/**
 * Cancels an order the carrier has not been sent yet, after asking; shown only with the right and only for an
 * order the contract still lets be cancelled. A refusal (the order was sent meanwhile) comes as the server's notice.
 */
export function CancelOrderButton({ order }: { order: ChangeOrderRow }) {
  const { t } = useTranslation('cardChange');
  const allowed = useCallAllowed(cardStateCancelCall);
  const cancel = useCallMutation(cardStateCancelCall, {
    successText: (cancelled) => t('cancel.done', { id: cancelled.id }),
  });
  if (!allowed || !isChangeOrderCancellable(order.state)) return null;
  return (
    // The row opens the order's drawer on a click; the button and its confirmation (a portal) must not.
    <span onClick={(event) => event.stopPropagation()} role="presentation">
      <ConfirmLinkButton
        question={t('cancel.confirm', { id: order.id, count: order.cardCount })}
        okText={t('cancel.submit')}
        cancelText={t('cancel.keep')}
        danger
        loading={cancel.isPending}
        onConfirm={() => cancel.mutateAsync({ orderId: order.id }).catch(() => undefined)}
      >
        {t('cancel.submit')}
      </ConfirmLinkButton>
    </span>
  );
}
