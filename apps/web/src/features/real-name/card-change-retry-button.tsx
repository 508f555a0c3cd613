import { useTranslation } from 'react-i18next';
import { cardChangeStatus } from '@simdesk/contract';
import { cardChangeRetryCall, type CardChangeRow } from '@simdesk/contract/modules/real-name';
import { useCallMutation } from '../../api/use-call-mutation';
import { ConfirmLinkButton } from '../../components/list-page/row-buttons';
import { useCallAllowed } from '../../components/permission/call-allowed';

/** Sends a failed change again from the step it failed at, after a confirmation; shown to whom may add. */
export function CardChangeRetryButton({
  change,
}: {
  change: Pick<CardChangeRow, 'id' | 'status' | 'failedStep'>;
}) {
  const { t } = useTranslation();
  const allowed = useCallAllowed(cardChangeRetryCall);
  const retry = useCallMutation(cardChangeRetryCall, {
    successText: (row) => t('realNameCardChange:retry.done', { id: row.id }),
  });
  if (!allowed || change.status !== cardChangeStatus.byName.failed) return null;
  const step = t(`realNameCardChange:steps.${change.failedStep ?? 'release'}`);
  return (
    <ConfirmLinkButton
      question={t('realNameCardChange:retry.confirm', { id: change.id, step })}
      okText={t('realNameCardChange:retry.button')}
      loading={retry.isSending}
      onConfirm={() => retry.mutateAsync({ id: change.id }).catch(() => undefined)}
    >
      {t('realNameCardChange:retry.button')}
    </ConfirmLinkButton>
  );
}
