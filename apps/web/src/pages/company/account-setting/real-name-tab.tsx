import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { editRnAccountConfigCall, rnAccountConfigCall, type RnAccountConfigRow } from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { CallField } from '../../../components/forms/call-field';
import { CallForm } from '../../../components/forms/call-form';
import { useTargetCompany } from './settings-hooks';

interface RealNameValues {
  used: boolean;
  rnPlatformUrl?: string;
}

/** The address is asked for only while the platform is used. */
function RealNameUrlField() {
  const { t } = useTranslation('settings');
  const used = Form.useWatch<boolean | undefined>('used');
  return (
    <CallField
      name="rnPlatformUrl"
      label={t('realName.url')}
      required={Boolean(used)}
      requiredMessage={t('realName.urlRequired')}
      message={t('realName.urlFormat')}
    >
      <Input placeholder="https://" />
    </CallField>
  );
}

/** Whether real-name pages open the company's real-name platform, and its https address. */
export function RealNameTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('settings');
  const target = useTargetCompany();
  const stored = useCallQuery(rnAccountConfigCall, target.obj).data?.rows[0];
  return (
    <CallForm<typeof editRnAccountConfigCall, RealNameValues, RnAccountConfigRow>
      call={editRnAccountConfigCall}
      name="realNameSettings"
      className="settings-form"
      stored={stored}
      toValues={(config) => ({
        used: config.rnPlatformUsage === 1,
        rnPlatformUrl: config.rnPlatformUrl ?? '',
      })}
      toObj={(values) => ({
        ...target.obj,
        rnPlatformUsage: values.used ? 1 : 0,
        rnPlatformUrl: values.rnPlatformUrl?.trim() || null,
      })}
      successText={() => t('saved')}
      editable={canEdit}
      submitText={t('save')}
    >
      <Form.Item
        name="used"
        label={t('realName.usage')}
        extra={t('realName.usageHelp')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <RealNameUrlField />
    </CallForm>
  );
}
