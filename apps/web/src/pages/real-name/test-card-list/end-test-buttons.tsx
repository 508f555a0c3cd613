import { StopOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { testEndCall } from '@simdesk/contract/modules/real-name';
import { useCallMutation } from '../../../api/use-call-mutation';
import { ConfirmLinkButton } from '../../../components/list-page/row-buttons';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { CallButton } from '../../../components/permission/call-button';

/** Ends the tests of cards, saying how many ended. */
function useEndTests() {
  const { t } = useTranslation();
  return useCallMutation(testEndCall, {
    successText: (_record, obj) => t('realNameTesting:end.ended', { number: obj.cardNumbers.length }),
  });
}

/** "End test" of the chosen cards that are tested now, asked first. */
export function EndSelectedTestsButton({
  cardNumbers,
  onEnded,
}: {
  cardNumbers: readonly string[];
  onEnded: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const end = useEndTests();
  const confirm = () =>
    modal.confirm({
      title: t('realNameTesting:end.confirmTitle', { number: cardNumbers.length }),
      content: t('realNameTesting:end.confirm'),
      okText: t('realNameTesting:end.button'),
      cancelText: t('common:cancel'),
      onOk: () =>
        end
          .mutateAsync({ cardNumbers: [...cardNumbers] })
          .then(onEnded)
          .catch(() => undefined),
    });
  return (
    <CallButton
      call={testEndCall}
      icon={<StopOutlined />}
      disabled={cardNumbers.length === 0}
      loading={end.isSending}
      onClick={confirm}
    >
      {t('realNameTesting:end.button')}
    </CallButton>
  );
}

/** A tested card's own "End test", asked first; nothing for operators without the action. */
export function EndTestLinkButton({ iccid }: { iccid: string }) {
  const { t } = useTranslation();
  const mayEnd = useCallAllowed(testEndCall);
  const end = useEndTests();
  if (!mayEnd) return null;
  return (
    <ConfirmLinkButton
      question={t('realNameTesting:end.confirmOne', { iccid })}
      okText={t('realNameTesting:end.button')}
      danger
      loading={end.isSending}
      onConfirm={() => end.mutateAsync({ cardNumbers: [iccid] }).catch(() => undefined)}
    >
      {t('realNameTesting:end.button')}
    </ConfirmLinkButton>
  );
}
