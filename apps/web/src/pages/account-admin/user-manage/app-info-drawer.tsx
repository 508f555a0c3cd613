import { useState } from 'react';
import { Button, Descriptions, Drawer, Empty, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  addAppInfoCall,
  getAppInfoCall,
  resetAppKeyCall,
  resetAppSecretCall,
  type AppSecretRow,
} from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
import { CallButton } from '../../../components/permission/call-button';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import type { OneTimeSecret } from '../../../features/account-admin/one-time-secret-dialog';
import { RevealSecretDialog } from './reveal-secret-dialog';
import '../../../features/account-admin/user-manage.css';
import { DisplayTime } from '../../../components/display-time';

export interface AppInfoDrawerProps {
  operator: { operatorId: number; account: string } | undefined;
  onClose: () => void;
  /** A secret answered once (made or reset): the page shows it in the one-time dialog. */
  onSecret: (secret: OneTimeSecret) => void;
}

/** API credentials of one operator: the key, the masked secret, reveal with the caller's password, resets. */
export function AppInfoDrawer({ operator, onClose, onSecret }: AppInfoDrawerProps) {
  const { t } = useTranslation();
  const [revealing, setRevealing] = useState(false);
  const [revealed, setRevealed] = useState<AppSecretRow>();
  const mayReset = useCallAllowed([resetAppSecretCall, resetAppKeyCall]);
  const operatorId = operator?.operatorId ?? 0;
  const info = useCallQuery(getAppInfoCall, { operatorId }, { enabled: operator !== undefined });
  const showOnce = (row: AppSecretRow) =>
    onSecret({
      title: t('accounts:oneTime.secretTitle'),
      intro: t('accounts:oneTime.secretIntro', { account: operator?.account ?? '' }),
      entries: [
        { label: t('accounts:appInfo.appKey'), value: row.appKey },
        { label: t('accounts:appInfo.appSecret'), value: row.appSecret, secret: true },
      ],
    });
  const create = useCallMutation(addAppInfoCall);
  const resetSecret = useCallMutation(resetAppSecretCall);
  const resetKey = useCallMutation(resetAppKeyCall, { successText: () => t('accounts:appInfo.keyReset') });
  const row = info.data?.rows[0];
  const close = () => {
    setRevealed(undefined);
    onClose();
  };
  const confirmProps = { okText: t('accounts:confirm.ok'), cancelText: t('accounts:confirm.cancel') };

  return (
    <Drawer
      open={operator !== undefined}
      onClose={close}
      size={520}
      title={t('accounts:appInfo.title', { account: operator?.account ?? '' })}
      destroyOnHidden
    >
      {info.isLoading || !row ? (
        <Skeleton active />
      ) : !row.hasAppInfo ? (
        <Empty description={t('accounts:appInfo.none')}>
          <CallButton
            call={addAppInfoCall}
            type="primary"
            loading={create.isPending}
            onClick={() => create.mutate({ operatorId }, { onSuccess: showOnce })}
          >
            {t('accounts:appInfo.create')}
          </CallButton>
        </Empty>
      ) : (
        <>
          <Descriptions column={1} bordered size="small" className="app-info-descriptions">
            <Descriptions.Item label={t('accounts:appInfo.appKey')}>
              <Typography.Text code copyable>
                {row.appKey}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('accounts:appInfo.appSecret')}>
              {revealed ? (
                <Typography.Text code copyable data-testid="revealed-secret">
                  {revealed.appSecret}
                </Typography.Text>
              ) : (
                <Space>
                  <Typography.Text code>{row.maskedAppSecret}</Typography.Text>
                  <Button size="small" onClick={() => setRevealing(true)}>
                    {t('accounts:appInfo.reveal')}
                  </Button>
                </Space>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('accounts:appInfo.updateTime')}>
              {row.updateTime ? <DisplayTime value={row.updateTime} /> : t('common:none')}
            </Descriptions.Item>
          </Descriptions>
          {mayReset && (
            <Space className="app-info-actions">
              <Popconfirm
                title={t('accounts:appInfo.confirmResetSecret')}
                {...confirmProps}
                onConfirm={() => {
                  setRevealed(undefined);
                  return resetSecret.mutateAsync({ operatorId }).then(showOnce);
                }}
              >
                <Button danger loading={resetSecret.isPending}>
                  {t('accounts:appInfo.resetSecret')}
                </Button>
              </Popconfirm>
              <Popconfirm
                title={t('accounts:appInfo.confirmResetKey')}
                {...confirmProps}
                onConfirm={() => resetKey.mutateAsync({ operatorId })}
              >
                <Button loading={resetKey.isPending}>{t('accounts:appInfo.resetKey')}</Button>
              </Popconfirm>
            </Space>
          )}
        </>
      )}
      <RevealSecretDialog
        operatorId={revealing ? operatorId : undefined}
        onClose={() => setRevealing(false)}
        onRevealed={setRevealed}
      />
    </Drawer>
  );
}
