import { useEffect } from 'react';
import { Button, Checkbox, Divider, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  apiPushConfigCall,
  editApiPushConfigCall,
  pushEventTypes,
  type PushEventType,
} from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
import { CallField, CallFields } from '../../../components/forms/call-field';
import { pushEventLabel } from './push-event-label';
import { PushKeyPanel } from './push-key-panel';
import { PushTestPanel } from './push-test-panel';
import { useTargetCompany } from './settings-hooks';

interface PushValues {
  url?: string;
  enabled: boolean;
  events: PushEventType[];
}

/** API push: where events go, which ones, the key that signs them, and a signed test push. */
export function PushSettingsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('settings');
  const target = useTargetCompany();
  const [form] = Form.useForm<PushValues>();
  const config = useCallQuery(apiPushConfigCall, target.obj);
  const stored = config.data?.rows[0];
  const save = useCallMutation(editApiPushConfigCall, { successText: () => t('saved') });
  const enabled = Form.useWatch('enabled', form);

  useEffect(() => {
    if (stored)
      form.setFieldsValue({ url: stored.url ?? '', enabled: stored.enabled, events: stored.events });
  }, [stored, form]);

  return (
    <div className="settings-tab-single">
      <CallFields call={editApiPushConfigCall}>
        <Form<PushValues>
          form={form}
          name="pushSettings"
          layout="vertical"
          className="settings-form"
          disabled={!canEdit || !stored}
          onFinish={(values) =>
            save.mutate({
              ...target.obj,
              url: values.url?.trim() || null,
              enabled: values.enabled,
              events: values.events,
            })
          }
        >
          <CallField
            name="url"
            label={t('push.url')}
            extra={t('push.urlHelp')}
            required={Boolean(enabled)}
            requiredMessage={t('push.urlRequired')}
            message={t('push.urlFormat')}
          >
            <Input placeholder="https://" />
          </CallField>
          <Form.Item name="enabled" label={t('push.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="events" label={t('push.events')}>
            <Checkbox.Group
              className="settings-event-list"
              options={pushEventTypes.map((eventType) => ({
                value: eventType,
                label: pushEventLabel(t, eventType),
              }))}
            />
          </Form.Item>
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          )}
        </Form>
      </CallFields>
      <Divider />
      <PushKeyPanel canEdit={canEdit} companyObj={target.obj} />
      <Divider />
      <PushTestPanel
        canEdit={canEdit}
        companyObj={target.obj}
        configured={Boolean(stored?.url && stored.keySet)}
      />
    </div>
  );
}
