import { App } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { dataPoolSyncCall } from '@simdesk/contract/modules/data-pools';
import { useCallMutation } from '../../api/use-call-mutation';
import { CallButton } from '../../components/permission/call-button';

/** Reads the pools of the caller's carrier accounts again now; names the accounts that could not be read. */
export function SyncPoolsButton() {
  const { t } = useTranslation('dataPools');
  const { message } = App.useApp();
  const sync = useCallMutation(dataPoolSyncCall, { successText: (row) => t('list.synced', row) });
  const syncNow = async () => {
    const row = await sync.mutateAsync({});
    if (row.failedAccounts.length > 0) {
      void message.warning(t('list.syncFailed', { count: row.failedAccounts.length }));
    }
  };
  return (
    <CallButton call={dataPoolSyncCall} icon={<SyncOutlined />} loading={sync.isSending} onClick={syncNow}>
      {t('list.syncNow')}
    </CallButton>
  );
}
