import { useEffect } from 'react';
import { Button, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { editRnAccountConfigCall, rnAccountConfigCall } from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
import { CallField, CallFields } from '../../../components/forms/call-field';
import { useTargetCompany } from './settings-hooks';

interface RealNameValues {
  used: boolean;
  rnPlatformUrl?: string;
}

/** Whether real-name pages open the company's real-name platform, and its https address. */
export function RealNameTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('settings');
  const target = useTargetCompany();
  const [form] = Form.useForm<RealNameValues>();
  const config = useCallQuery(rnAccountConfigCall, target.obj);
  const stored = config.data?.rows[0];
  const save = useCallMutation(editRnAccountConfigCall, { successText: () => t('saved') });
  const used = Form.useWatch('used', form);

  useEffect(() => {
    if (stored)
      form.setFieldsValue({ used: stored.rnPlatformUsage === 1, rnPlatformUrl: stored.rnPlatformUrl ?? '' });
  }, [stored, form]);

  return (
    <CallFields call={editRnAccountConfigCall}>
      <Form<RealNameValues>
        form={form}
        name="realNameSettings"
        layout="vertical"
        className="settings-form"
        disabled={!canEdit || !stored}
        onFinish={(values) =>
          save.mutate({
            ...target.obj,
            rnPlatformUsage: values.used ? 1 : 0,
            rnPlatformUrl: values.rnPlatformUrl?.trim() || null,
          })
        }
      >
        <Form.Item
          name="used"
          label={t('realName.usage')}
          extra={t('realName.usageHelp')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <CallField
          name="rnPlatformUrl"
          label={t('realName.url')}
          required={Boolean(used)}
          requiredMessage={t('realName.urlRequired')}
          message={t('realName.urlFormat')}
        >
          <Input placeholder="https://" />
        </CallField>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        )}
      </Form>
    </CallFields>
  );
}
