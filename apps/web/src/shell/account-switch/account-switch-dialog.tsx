import { useState } from 'react';
import { App, Empty, Modal, Radio, Spin, Tag, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentAccountListCall, switchAccountCall } from '@simdesk/contract';
import { callApiForRow } from '../../api/call-api';
import { useCallQuery } from '../../api/use-call-query';
import { sessionStore } from '../../session/session-store';
import { flagSwitchSuccess } from '../../session/switch-success';
import './account-switch-dialog.css';

export interface AccountSwitchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The other accounts of the same person (same mobile); switching reloads the console as that account. */
export function AccountSwitchDialog({ open, onClose }: AccountSwitchDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<string>();
  const accounts = useCallQuery(currentAccountListCall, {}, { enabled: open });
  const switching = useMutation({
    mutationFn: (account: string) => callApiForRow(switchAccountCall, { account }),
    onSuccess: (login) => {
      sessionStore.signInBeforePageLoad(login);
      flagSwitchSuccess();
      window.location.reload();
    },
  });

  const onOk = () => {
    if (chosen === undefined) {
      void message.warning(t('shell:accountSwitch.chooseFirst'));
      return;
    }
    switching.mutate(chosen);
  };

  const rows = accounts.data?.rows ?? [];
  return (
    <Modal
      open={open}
      title={t('shell:accountSwitch.title')}
      okText={t('shell:accountSwitch.ok')}
      cancelText={t('common:cancel')}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={switching.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('shell:accountSwitch.intro')}</Typography.Paragraph>
      {accounts.isLoading && <Spin />}
      {!accounts.isLoading && rows.length === 0 && <Empty description={t('shell:accountSwitch.none')} />}
      <Radio.Group
        className="account-switch-list"
        value={chosen}
        onChange={(event) => setChosen(String(event.target.value))}
        aria-label={t('shell:accountSwitch.title')}
      >
        {rows.map((row) => (
          <Radio
            key={row.account}
            value={row.account}
            disabled={row.current}
            className="account-switch-option"
          >
            <span className="account-switch-account">{row.account}</span>
            <span className="account-switch-detail">
              {row.username} · {row.companyName}
            </span>
            {row.current && <Tag color="blue">{t('shell:accountSwitch.current')}</Tag>}
          </Radio>
        ))}
      </Radio.Group>
    </Modal>
  );
}
