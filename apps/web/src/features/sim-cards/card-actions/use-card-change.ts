import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cardStateListCall, type CallDefinition, type CallObj, type ChangeOrderRow } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';

/**
 * Sends one card change and says what became of it: scheduled, sent (the order number to follow), or sent
 * without an answer (the console checks the card at the carrier). Refusals were shown by the request client.
 */
export function useCardChange<Call extends CallDefinition>(call: Call, onChanged: () => void) {
  const { t } = useTranslation('cardChange');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (obj: CallObj<Call>) => (await callApiForRow(call, obj)) as ChangeOrderRow,
    onSuccess: async (order) => {
      if (order.state === 'scheduled') void message.success(t('result.scheduled', { id: order.id }));
      else if (order.counts.unknown > 0) void message.warning(t('result.unknown', { id: order.id }));
      else if (order.state === 'failed') void message.error(t('result.failed', { id: order.id }));
      else void message.success(t('result.sent', { id: order.id }));
      await queryClient.invalidateQueries({ queryKey: [cardStateListCall.path] });
      onChanged();
    },
  });
}
