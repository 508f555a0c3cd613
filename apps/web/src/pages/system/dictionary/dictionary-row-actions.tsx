import { App, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dictionaryEnableOrDisableCall, dictionaryListCall, type DictionaryListRow } from '@simdesk/contract';
import { callApi } from '../../../api/call-api';
import { useInvalidateDictionaries } from '../../../api/use-dictionary';
import { PermissionButton } from '../../../components/permission/permission-button';
import { useActionAllowed } from '../../../components/permission/use-action-allowed';

const dictionaryPageCode = 'sysManagement-dictionary';

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
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const invalidateDictionaries = useInvalidateDictionaries();
  const canDisable = useActionAllowed(dictionaryPageCode, 'disable');
  const toggle = useMutation({
    mutationFn: (enabled: boolean) =>
      callApi(dictionaryEnableOrDisableCall, { dictDataId: entry.dictDataId, enabled }),
    onSuccess: async (_answer, enabled) => {
      void message.success(t(enabled ? 'system:dictionary.enabledDone' : 'system:dictionary.disabledDone'));
      await queryClient.invalidateQueries({ queryKey: [dictionaryListCall.path] });
      await invalidateDictionaries();
    },
  });
  if (!changeable) {
    return (
      <Tooltip title={t('system:dictionary.platformOnly')}>
        <Typography.Text type="secondary">{t('system:dictionary.readOnly')}</Typography.Text>
      </Tooltip>
    );
  }
  const button = { pageCode: dictionaryPageCode, type: 'link', size: 'small' } as const;
  return (
    <Space size={0}>
      <PermissionButton {...button} action="edit" onClick={onEdit}>
        {t('system:dictionary.edit')}
      </PermissionButton>
      {entry.enabled ? (
        canDisable && (
          <Popconfirm
            title={t('system:dictionary.disableConfirm', { label: entry.dictLabel })}
            onConfirm={() => toggle.mutateAsync(false)}
          >
            <PermissionButton {...button} action="disable" danger loading={toggle.isPending}>
              {t('system:dictionary.disable')}
            </PermissionButton>
          </Popconfirm>
        )
      ) : (
        <PermissionButton
          {...button}
          action="enable"
          loading={toggle.isPending}
          onClick={() => toggle.mutate(true)}
        >
          {t('system:dictionary.enable')}
        </PermissionButton>
      )}
    </Space>
  );
}
