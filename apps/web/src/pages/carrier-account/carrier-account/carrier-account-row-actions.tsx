import { App, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  carrierAccountCheckCall,
  carrierAccountDeleteCall,
  carrierAccountDisableCall,
  carrierAccountEnableCall,
  carrierAccountUpdateCall,
  type CarrierAccountRow,
} from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { ConfirmLinkButton, DeleteLinkButton } from '../../../components/list-page/row-buttons';
import { CallButton } from '../../../components/permission/call-button';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { CarrierAccountCardActions } from '../../../features/sim-cards/card-import/carrier-account-card-actions';

/** The buttons of one account row, each shown only when the role grants its action. */
export function CarrierAccountRowActions({
  account,
  onEdit,
}: {
  account: CarrierAccountRow;
  onEdit: (account: CarrierAccountRow) => void;
}) {
  const { t } = useTranslation(['carrier', 'common']);
  const { message } = App.useApp();
  const canDisable = useCallAllowed(carrierAccountDisableCall);
  const check = useCallMutation(carrierAccountCheckCall);
  const enable = useCallMutation(carrierAccountEnableCall, { successText: () => t('enabledDone') });
  const disable = useCallMutation(carrierAccountDisableCall, { successText: () => t('disabledDone') });
  const checkNow = () =>
    check.mutate(
      { id: account.id },
      {
        onSuccess: (result) => {
          if (result.ok) void message.success(t('checkOk', { latency: result.latencyMs }));
          else void message.error(t('checkFailed', { message: result.message ?? '' }));
        },
      },
    );
  const button = { type: 'link', size: 'small' } as const;

  return (
    <Space size={4} wrap>
      <CallButton {...button} call={carrierAccountCheckCall} loading={check.isPending} onClick={checkNow}>
        {t('check')}
      </CallButton>
      <CallButton {...button} call={carrierAccountUpdateCall} onClick={() => onEdit(account)}>
        {t('edit')}
      </CallButton>
      {!account.enabled && (
        <CallButton
          {...button}
          call={carrierAccountEnableCall}
          onClick={() => enable.mutate({ id: account.id })}
        >
          {t('enable')}
        </CallButton>
      )}
      {canDisable && account.enabled && (
        <ConfirmLinkButton
          question={t('disableConfirm', { name: account.name })}
          okText={t('disable')}
          onConfirm={() => disable.mutateAsync({ id: account.id }).catch(() => undefined)}
        >
          {t('disable')}
        </ConfirmLinkButton>
      )}
      <CarrierAccountCardActions account={account} />
      <DeleteLinkButton
        call={carrierAccountDeleteCall}
        obj={{ id: account.id }}
        name={account.name}
        namespace="carrier"
      />
    </Space>
  );
}
