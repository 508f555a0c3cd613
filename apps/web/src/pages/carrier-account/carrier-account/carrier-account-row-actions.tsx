import { App, Button, Popconfirm, Space } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  carrierAccountCheckCall,
  carrierAccountDeleteCall,
  carrierAccountDisableCall,
  carrierAccountEnableCall,
  carrierAccountListCall,
  carrierAccountPageCode,
  type CarrierAccountRow,
} from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { useActionAllowed } from '../../../components/permission/use-action-allowed';
import { CarrierAccountCardActions } from '../../../features/sim-cards/card-import/carrier-account-card-actions';

/** The buttons of one account row, each shown only when the role grants its action. */
export function CarrierAccountRowActions({
  account,
  onEdit,
}: {
  account: CarrierAccountRow;
  onEdit: (account: CarrierAccountRow) => void;
}) {
  const { t } = useTranslation('carrier');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canEdit = useActionAllowed(carrierAccountPageCode, 'edit');
  const canDelete = useActionAllowed(carrierAccountPageCode, 'delete');
  const canEnable = useActionAllowed(carrierAccountPageCode, 'enable');
  const canDisable = useActionAllowed(carrierAccountPageCode, 'disable');
  const refresh = () => queryClient.invalidateQueries({ queryKey: [carrierAccountListCall.path] });

  const check = useMutation({
    mutationFn: () => callApiForRow(carrierAccountCheckCall, { id: account.id }),
    onSuccess: async (result) => {
      await refresh();
      if (result.ok) void message.success(t('checkOk', { latency: result.latencyMs }));
      else void message.error(t('checkFailed', { message: result.message ?? '' }));
    },
  });
  const remove = useMutation({
    mutationFn: () => callApiForRow(carrierAccountDeleteCall, { id: account.id }),
    onSuccess: async () => {
      await refresh();
      void message.success(t('deleted'));
    },
  });
  const setEnabled = useMutation({
    mutationFn: (enabled: boolean) =>
      callApiForRow(enabled ? carrierAccountEnableCall : carrierAccountDisableCall, { id: account.id }),
    onSuccess: async (_result, enabled) => {
      await refresh();
      void message.success(t(enabled ? 'enabledDone' : 'disabledDone'));
    },
  });

  return (
    <Space size={4} wrap>
      {canEdit && (
        <Button type="link" size="small" loading={check.isPending} onClick={() => check.mutate()}>
          {t('check')}
        </Button>
      )}
      {canEdit && (
        <Button type="link" size="small" onClick={() => onEdit(account)}>
          {t('edit')}
        </Button>
      )}
      {canEnable && !account.enabled && (
        <Button type="link" size="small" onClick={() => setEnabled.mutate(true)}>
          {t('enable')}
        </Button>
      )}
      {canDisable && account.enabled && (
        <Popconfirm
          title={t('disableConfirm', { name: account.name })}
          okText={t('disable')}
          cancelText={t('common:cancel')}
          onConfirm={() => setEnabled.mutateAsync(false).catch(() => undefined)}
        >
          <Button type="link" size="small">
            {t('disable')}
          </Button>
        </Popconfirm>
      )}
      <CarrierAccountCardActions account={account} />
      {canDelete && (
        <Popconfirm
          title={t('deleteConfirm', { name: account.name })}
          okText={t('delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common:cancel')}
          onConfirm={() => remove.mutateAsync().catch(() => undefined)}
        >
          <Button type="link" size="small" danger>
            {t('delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
