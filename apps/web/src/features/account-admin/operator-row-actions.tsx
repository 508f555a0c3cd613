import { App, Button, Dropdown, Space, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  dealerAccountDeleteCall,
  dealerAccountDisableOrEnableCall,
  dealerAccountEditCall,
  dealerAccountGetCall,
  getAppInfoCall,
  operatorAdminResetPasswordCall,
  operatorDeleteCall,
  operatorDisableOrEnableCall,
  operatorEditCall,
  operatorGetCall,
  operatorUnlockCall,
  type OperatorAdminRow,
  type TemporaryPasswordRow,
} from '@simdesk/contract';
import { useCallMutation } from '../../api/use-call-mutation';
import { ConfirmLinkButton } from '../../components/list-page/row-buttons';
import { useCallAllowed } from '../../components/permission/call-allowed';
import type { OperatorFormVariant } from './operator-form-fields';

const variantCalls = {
  operator: {
    edit: operatorEditCall,
    get: operatorGetCall,
    disableOrEnable: operatorDisableOrEnableCall,
    remove: operatorDeleteCall,
  },
  dealerAccount: {
    edit: dealerAccountEditCall,
    get: dealerAccountGetCall,
    disableOrEnable: dealerAccountDisableOrEnableCall,
    remove: dealerAccountDeleteCall,
  },
} as const;

export interface OperatorRowActionsProps {
  row: OperatorAdminRow;
  variant: OperatorFormVariant;
  onEdit: (row: OperatorAdminRow) => void;
  /** Operators only: the API credentials drawer. */
  onAppInfo?: (row: OperatorAdminRow) => void;
  /** Operators only: show the one-time password of a reset. */
  onPasswordReset?: (row: TemporaryPasswordRow) => void;
}

/** The actions of one operator row, each shown only with its button right; nobody disables or deletes themselves. */
export function OperatorRowActions({
  row,
  variant,
  onEdit,
  onAppInfo,
  onPasswordReset,
}: OperatorRowActionsProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const calls = variantCalls[variant];
  const may = {
    // The edit form (and a password reset beside it) reads the record in clear first.
    edit: useCallAllowed([calls.edit, calls.get]),
    get: useCallAllowed(getAppInfoCall),
    // Enabling goes through the disable-or-enable call, and needs the enable button too.
    enable: useCallAllowed(calls.disableOrEnable, 'enable'),
    disable: useCallAllowed(calls.disableOrEnable),
    remove: useCallAllowed(calls.remove),
    unlock: useCallAllowed(operatorUnlockCall),
  };
  const names = { account: row.account };
  const switchState = useCallMutation(calls.disableOrEnable, {
    successText: () => t(row.enabled ? 'accounts:notices.disabled' : 'accounts:notices.enabled', names),
  });
  const remove = useCallMutation(calls.remove, { successText: () => t('accounts:notices.deleted', names) });
  const unlock = useCallMutation(operatorUnlockCall, {
    successText: () => t('accounts:notices.unlocked', names),
  });
  const resetPassword = useCallMutation(operatorAdminResetPasswordCall);
  const mayChangeState = !row.self && (row.enabled ? may.disable : may.enable);

  const moreItems: NonNullable<MenuProps['items']> = [];
  if (variant === 'operator') {
    if (row.locked && may.unlock) moreItems.push({ key: 'unlock', label: t('accounts:actions.unlock') });
    if (!row.self && may.edit)
      moreItems.push({ key: 'resetPassword', label: t('accounts:actions.resetPassword') });
    if (may.get && onAppInfo) moreItems.push({ key: 'appInfo', label: t('accounts:actions.appInfo') });
  }
  const onMore: MenuProps['onClick'] = ({ key }) => {
    if (key === 'unlock') unlock.mutate({ operatorId: row.operatorId });
    if (key === 'appInfo') onAppInfo?.(row);
    if (key === 'resetPassword') {
      modal.confirm({
        title: t('accounts:actions.resetPassword'),
        content: t('accounts:confirm.resetPassword', names),
        okText: t('accounts:confirm.ok'),
        cancelText: t('accounts:confirm.cancel'),
        onOk: async () => {
          const reset = await resetPassword.mutateAsync({ operatorId: row.operatorId });
          onPasswordReset?.(reset);
        },
      });
    }
  };

  return (
    <Space size={0} wrap={false}>
      {may.edit && (
        <Button type="link" size="small" onClick={() => onEdit(row)}>
          {t('accounts:actions.edit')}
        </Button>
      )}
      {mayChangeState && (
        <ConfirmLinkButton
          question={t(row.enabled ? 'accounts:confirm.disable' : 'accounts:confirm.enable', names)}
          okText={t('accounts:confirm.ok')}
          loading={switchState.isPending}
          onConfirm={() => switchState.mutateAsync({ operatorId: row.operatorId, enabled: !row.enabled })}
        >
          {t(row.enabled ? 'accounts:actions.disable' : 'accounts:actions.enable')}
        </ConfirmLinkButton>
      )}
      {!row.self && may.remove && (
        <ConfirmLinkButton
          question={t('accounts:confirm.delete', names)}
          okText={t('accounts:confirm.ok')}
          danger
          loading={remove.isPending}
          onConfirm={() => remove.mutateAsync({ operatorId: row.operatorId })}
        >
          {t('accounts:actions.delete')}
        </ConfirmLinkButton>
      )}
      {moreItems.length > 0 && (
        <Dropdown menu={{ items: moreItems, onClick: onMore }} trigger={['click']}>
          <Button type="link" size="small">
            {t('accounts:actions.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
