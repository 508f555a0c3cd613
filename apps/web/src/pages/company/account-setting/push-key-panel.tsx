import { useState } from 'react';
import { Alert, App, Button, Input, Modal, Space, Tag, Typography } from 'antd';
import { KeyOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { appPushKeyCall, resetAppPushKeyCall, setAppPushKeyCall } from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
import { CallField } from '../../../components/forms/call-field';
import { FormDialog } from '../../../components/form-dialog/form-dialog';

/** The signing key: masked; a new one is shown once after a confirmed reset; or the company's own. */
export function PushKeyPanel({
  canEdit,
  companyObj,
}: {
  canEdit: boolean;
  companyObj: { companyId?: number };
}) {
  const { t } = useTranslation(['settings', 'common']);
  const { modal } = App.useApp();
  const key = useCallQuery(appPushKeyCall, companyObj).data?.rows[0];
  const [shownOnce, setShownOnce] = useState<string>();
  const [ownKeyOpen, setOwnKeyOpen] = useState(false);
  const reset = useCallMutation(resetAppPushKeyCall);

  const confirmReset = () =>
    modal.confirm({
      title: t('push.generateConfirmTitle'),
      content: key?.keySet ? t('push.generateConfirmText') : undefined,
      okText: t('push.generateKey'),
      cancelText: t('common:cancel'),
      onOk: () => reset.mutateAsync(companyObj).then((row) => setShownOnce(row.signingSecret)),
    });

  return (
    <div className="settings-key-panel">
      <Typography.Title level={5}>{t('push.key')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('push.keyHelp')}</Typography.Paragraph>
      <Space wrap>
        {key?.keySet ? (
          <Typography.Text code data-testid="masked-push-key">
            {key.maskedKey}
          </Typography.Text>
        ) : (
          <Tag>{t('push.keyNotSet')}</Tag>
        )}
        {canEdit && (
          <>
            <Button icon={<ReloadOutlined />} onClick={confirmReset} loading={reset.isPending}>
              {t('push.generateKey')}
            </Button>
            <Button icon={<KeyOutlined />} onClick={() => setOwnKeyOpen(true)}>
              {t('push.setOwnKey')}
            </Button>
          </>
        )}
      </Space>
      <Modal
        open={shownOnce !== undefined}
        title={t('push.newKeyTitle')}
        onOk={() => setShownOnce(undefined)}
        onCancel={() => setShownOnce(undefined)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText={t('push.newKeyDone')}
        destroyOnHidden
      >
        <Alert type="warning" showIcon title={t('push.newKeyOnce')} />
        <Typography.Paragraph copyable code className="settings-new-key" data-testid="new-push-key">
          {shownOnce}
        </Typography.Paragraph>
      </Modal>
      <FormDialog<typeof setAppPushKeyCall, { signingSecret: string }, never>
        open={ownKeyOpen}
        name="ownPushKey"
        title={t('push.setOwnKey')}
        okText={t('save')}
        call={setAppPushKeyCall}
        toObj={(values) => ({ ...companyObj, signingSecret: values.signingSecret.trim() })}
        successText={() => t('saved')}
        onClose={() => setOwnKeyOpen(false)}
      >
        <CallField name="signingSecret" label={t('push.ownKey')} message={t('push.ownKeyFormat')}>
          <Input.Password autoComplete="off" placeholder="whsec_…" />
        </CallField>
      </FormDialog>
    </div>
  );
}
