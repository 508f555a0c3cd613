import { Checkbox, Divider, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  apiPushConfigCall,
  editApiPushConfigCall,
  pushEventTypes,
  type PushConfigRow,
  type PushEventType,
} from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { CallField } from '../../../components/forms/call-field';
import { CallForm } from '../../../components/forms/call-form';
import { pushEventLabel } from './push-event-label';
import { PushKeyPanel } from './push-key-panel';
import { PushTestPanel } from './push-test-panel';
import { useTargetCompany } from './settings-hooks';

interface PushValues {
  url?: string;
  enabled: boolean;
  events: PushEventType[];
}

/** The receiver's address is asked for only while the push is on. */
function PushUrlField() {
  const { t } = useTranslation('settings');
  const enabled = Form.useWatch<boolean | undefined>('enabled');
  return (
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
  );
}

/** API push: where events go, which ones, the key that signs them, and a signed test push. */
export function PushSettingsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('settings');
  const target = useTargetCompany();
  const stored = useCallQuery(apiPushConfigCall, target.obj).data?.rows[0];
  return (
    <div className="settings-tab-single">
      <CallForm<typeof editApiPushConfigCall, PushValues, PushConfigRow>
        call={editApiPushConfigCall}
        name="pushSettings"
        className="settings-form"
        stored={stored}
        toValues={(config) => ({ url: config.url ?? '', enabled: config.enabled, events: config.events })}
        toObj={(values) => ({
          ...target.obj,
          url: values.url?.trim() || null,
          enabled: values.enabled,
          events: values.events,
        })}
        successText={() => t('saved')}
        editable={canEdit}
        submitText={t('save')}
      >
        <PushUrlField />
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
      </CallForm>
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
