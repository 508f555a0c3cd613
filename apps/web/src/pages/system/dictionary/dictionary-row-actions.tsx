import { Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictionaryEditCall, dictionaryEnableOrDisableCall, type DictionaryListRow } from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { ConfirmLinkButton } from '../../../components/list-page/row-buttons';
import { CallButton } from '../../../components/permission/call-button';
import { useCallAllowed } from '../../../components/permission/call-allowed';

/** Edit, enable and disable for one entry; platform-wide entries only for those who may change them. */
export function DictionaryRowActions({
  entry,
  changeable,
  onEdit,
}: {
  entry: DictionaryListRow;
  changeable: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  // The switch is one call with the list's right; enabling and disabling are each the role's own button.
  const canDisable = useCallAllowed(dictionaryEnableOrDisableCall, 'disable');
  const toggle = useCallMutation(dictionaryEnableOrDisableCall, {
    successText: (_row, obj) =>
      t(obj.enabled ? 'system:dictionary.enabledDone' : 'system:dictionary.disabledDone'),
  });
  if (!changeable) {
    return (
      <Tooltip title={t('system:dictionary.platformOnly')}>
        <Typography.Text type="secondary">{t('system:dictionary.readOnly')}</Typography.Text>
      </Tooltip>
    );
  }
  const button = { type: 'link', size: 'small' } as const;
  const switchTo = (enabled: boolean) => ({ dictDataId: entry.dictDataId, enabled });
  return (
    <Space size={0}>
      <CallButton {...button} call={dictionaryEditCall} onClick={onEdit}>
        {t('system:dictionary.edit')}
      </CallButton>
      {entry.enabled ? (
        canDisable && (
          <ConfirmLinkButton
            question={t('system:dictionary.disableConfirm', { label: entry.dictLabel })}
            danger
            dangerousConfirm={false}
            loading={toggle.isPending}
            onConfirm={() => toggle.mutateAsync(switchTo(false))}
          >
            {t('system:dictionary.disable')}
          </ConfirmLinkButton>
        )
      ) : (
        <CallButton
          {...button}
          call={dictionaryEnableOrDisableCall}
          alsoAction="enable"
          loading={toggle.isPending}
          onClick={() => toggle.mutate(switchTo(true))}
        >
          {t('system:dictionary.enable')}
        </CallButton>
      )}
    </Space>
  );
}
