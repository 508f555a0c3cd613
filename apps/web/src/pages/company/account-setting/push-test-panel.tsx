import { useState } from 'react';
import { Button, Descriptions, Modal, Select, Space, Tag, Typography } from 'antd';
import { EyeOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  appPushSampleCall,
  pushEventTypes,
  testAppPushSampleCall,
  type PushEventType,
  type PushSampleRow,
  type PushTestRow,
} from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { pushEventLabel } from './push-event-label';

/** A sample event: see it as the receiver will, or push it signed to the receiver and see what it answered. */
export function PushTestPanel({
  canEdit,
  companyObj,
  configured,
}: {
  canEdit: boolean;
  companyObj: { companyId?: number };
  configured: boolean;
}) {
  const { t } = useTranslation('settings');
  const [eventType, setEventType] = useState<PushEventType>(pushEventTypes[0]);
  const [sample, setSample] = useState<PushSampleRow>();
  const showSample = useMutation({
    mutationFn: () => callApiForRow(appPushSampleCall, { ...companyObj, eventType }),
    onSuccess: setSample,
  });
  const test = useMutation({
    mutationFn: () => callApiForRow(testAppPushSampleCall, { ...companyObj, eventType }),
  });

  return (
    <div className="settings-push-test">
      <Typography.Title level={5}>{t('push.test')}</Typography.Title>
      <Space wrap>
        <Select<PushEventType>
          aria-label={t('push.testEvent')}
          value={eventType}
          onChange={setEventType}
          style={{ width: 280 }}
          options={pushEventTypes.map((type) => ({ value: type, label: pushEventLabel(t, type) }))}
        />
        <Button icon={<EyeOutlined />} onClick={() => showSample.mutate()} loading={showSample.isPending}>
          {t('push.sample')}
        </Button>
        {canEdit && (
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={!configured}
            loading={test.isPending}
            onClick={() => test.mutate()}
          >
            {t('push.sendTest')}
          </Button>
        )}
      </Space>
      {!configured && canEdit && (
        <Typography.Paragraph type="secondary">{t('push.testNeeds')}</Typography.Paragraph>
      )}
      {test.data && <PushTestResult result={test.data} />}
      <Modal
        open={sample !== undefined}
        title={t('push.sampleTitle')}
        footer={null}
        width={720}
        onCancel={() => setSample(undefined)}
      >
        {sample && (
          <>
            <Typography.Title level={5}>{t('push.headers')}</Typography.Title>
            <pre className="settings-code">
              {Object.entries(sample.headers)
                .map(([name, value]) => `${name}: ${value}`)
                .join('\n')}
            </pre>
            <Typography.Title level={5}>{t('push.body')}</Typography.Title>
            <pre className="settings-code">{JSON.stringify(JSON.parse(sample.body), null, 2)}</pre>
          </>
        )}
      </Modal>
    </div>
  );
}

function PushTestResult({ result }: { result: PushTestRow }) {
  const { t } = useTranslation(['settings', 'common']);
  const none = t('common:none');
  return (
    <Descriptions
      className="settings-push-result"
      data-testid="push-test-result"
      size="small"
      bordered
      column={1}
      title={t('push.result.title')}
      items={[
        {
          key: 'outcome',
          label: t('push.result.outcome'),
          children: (
            <Tag color={result.delivered ? 'success' : 'error'}>
              {t(result.delivered ? 'push.result.delivered' : 'push.result.failed')}
            </Tag>
          ),
        },
        { key: 'status', label: t('push.result.httpStatus'), children: result.httpStatus ?? none },
        {
          key: 'duration',
          label: t('push.result.duration'),
          children: t('push.result.durationValue', { duration: result.durationMs }),
        },
        { key: 'url', label: t('push.url'), children: result.url },
        {
          key: 'id',
          label: t('push.result.messageId'),
          children: <Typography.Text code>{result.messageId}</Typography.Text>,
        },
        ...(result.error ? [{ key: 'error', label: t('push.result.error'), children: result.error }] : []),
        ...(result.responseBody
          ? [
              {
                key: 'body',
                label: t('push.result.response'),
                children: <pre className="settings-code">{result.responseBody}</pre>,
              },
            ]
          : []),
      ]}
    />
  );
}
