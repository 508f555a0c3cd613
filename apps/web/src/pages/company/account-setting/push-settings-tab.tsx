import { Checkbox, Divider, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  apiPushConfigCall,
  editApiPushConfigCall,
  pushEventTypes,
  type PushConfigRow,
  type PushEventType,
} from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { SwitchField } from '../../../components/forms/switch-field';
import { AddressWhenOnField } from './address-when-on-field';
import { pushEventLabel } from './push-event-label';
import { PushKeyPanel } from './push-key-panel';
import { PushTestPanel } from './push-test-panel';
import { SettingsForm } from './settings-form';
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
  const stored = useCallQuery(apiPushConfigCall, target.obj).data?.rows[0];
  return (
    <div className="settings-tab-single">
      <SettingsForm<typeof editApiPushConfigCall, PushValues, PushConfigRow>
        call={editApiPushConfigCall}
        name="pushSettings"
        stored={stored}
        toValues={(config) => ({ url: config.url ?? '', enabled: config.enabled, events: config.events })}
        toObj={(values) => ({
          ...target.obj,
          url: values.url?.trim() || null,
          enabled: values.enabled,
          events: values.events,
        })}
        canEdit={canEdit}
      >
        <AddressWhenOnField
          name="url"
          switchName="enabled"
          label={t('push.url')}
          extra={t('push.urlHelp')}
          requiredMessage={t('push.urlRequired')}
          message={t('push.urlFormat')}
        />
        <SwitchField name="enabled" label={t('push.enabled')} />
        <Form.Item name="events" label={t('push.events')}>
          <Checkbox.Group
            className="settings-event-list"
            options={pushEventTypes.map((eventType) => ({
              value: eventType,
              label: pushEventLabel(t, eventType),
            }))}
          />
        </Form.Item>
      </SettingsForm>
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
