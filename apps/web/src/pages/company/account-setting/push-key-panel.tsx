import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { KeyOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  apiPushConfigCall,
  appPushKeyCall,
  pushSigningKeySchema,
  resetAppPushKeyCall,
  setAppPushKeyCall,
} from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { useCallQuery } from '../../../api/use-call-query';
import { schemaRule, useSettingsChange } from './settings-hooks';

/** The signing key: masked; a new one is shown once after a confirmed reset; or the company's own. */
export function PushKeyPanel({
  canEdit,
  companyObj,
}: {
  canEdit: boolean;
  companyObj: { companyId?: number };
}) {
  const { t } = useTranslation('settings');
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const key = useCallQuery(appPushKeyCall, companyObj).data?.rows[0];
  const [shownOnce, setShownOnce] = useState<string>();
  const [ownKeyOpen, setOwnKeyOpen] = useState(false);
  const [ownKeyForm] = Form.useForm<{ signingSecret: string }>();
  const refresh = () =>
    Promise.all(
      [appPushKeyCall, apiPushConfigCall].map((read) =>
        queryClient.invalidateQueries({ queryKey: [read.path] }),
      ),
    );
  const reset = useMutation({
    mutationFn: () => callApiForRow(resetAppPushKeyCall, companyObj),
    onSuccess: async (row) => {
      setShownOnce(row.signingSecret);
      await refresh();
    },
  });
  const setOwn = useSettingsChange(setAppPushKeyCall, [appPushKeyCall, apiPushConfigCall]);

  const confirmReset = () =>
    modal.confirm({
      title: t('push.generateConfirmTitle'),
      content: key?.keySet ? t('push.generateConfirmText') : undefined,
      okText: t('push.generateKey'),
      cancelText: t('common:cancel'),
      onOk: () => reset.mutateAsync(),
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
      <Modal
        open={ownKeyOpen}
        title={t('push.setOwnKey')}
        okText={t('save')}
        cancelText={t('common:cancel')}
        confirmLoading={setOwn.isPending}
        destroyOnHidden
        onCancel={() => setOwnKeyOpen(false)}
        onOk={() =>
          void ownKeyForm
            .validateFields()
            .then((values) =>
              setOwn.mutateAsync({ ...companyObj, signingSecret: values.signingSecret.trim() }),
            )
            .then(() => setOwnKeyOpen(false))
            // A refusal was shown by the request client; the dialog stays open to correct the key.
            .catch(() => undefined)
        }
      >
        <Form form={ownKeyForm} name="ownPushKey" layout="vertical">
          <Form.Item
            name="signingSecret"
            label={t('push.ownKey')}
            rules={[
              { required: true, whitespace: true, message: t('push.ownKeyFormat') },
              schemaRule(pushSigningKeySchema, t('push.ownKeyFormat')),
            ]}
          >
            <Input.Password autoComplete="off" placeholder="whsec_…" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
