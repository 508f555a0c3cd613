import { Button, Card, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serviceHallConfirmCall, type ServiceHallStateRow } from '@simdesk/contract/modules/real-name';
import { useCallMutation } from '../../../api/use-call-mutation';
import { CallField, CallFields } from '../../../components/forms/call-field';
import { FormError } from '../../../components/forms/form-error';
import { OwnerFields } from './owner-fields';
import { ownerFromReadings, type ConfirmValues } from './owner-values';
import { refusalWords, serviceHallStatuses } from './service-hall-refusal';

/**
 * Step two: what OCR read, for the owner to check and correct, their mobile, and their consent to the use of
 * their personal data for the registration.
 */
export function ConfirmStep({
  token,
  state,
  onBack,
}: {
  token: string;
  state: ServiceHallStateRow;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ConfirmValues>();
  const confirm = useCallMutation(serviceHallConfirmCall, { silentStatuses: serviceHallStatuses });
  return (
    <Card size="small" title={t('realName:serviceHall.confirm.title')}>
      <CallFields call={serviceHallConfirmCall}>
        <Form<ConfirmValues>
          form={form}
          name="serviceHallConfirm"
          layout="vertical"
          requiredMark={false}
          scrollToFirstError
          initialValues={{ owner: ownerFromReadings(state.front, state.back), consent: false }}
          onFinish={(values) =>
            confirm.mutate({ token, owner: values.owner, mobile: values.mobile.trim(), consent: true })
          }
        >
          <Typography.Paragraph type="secondary">
            {t('realName:serviceHall.confirm.intro')}
          </Typography.Paragraph>
          <OwnerFields />
          <CallField name="mobile" label={t('realName:serviceHall.confirm.mobile')}>
            <Input inputMode="tel" autoComplete="tel" />
          </CallField>
          <Typography.Paragraph type="secondary" className="service-hall-notice">
            {t('realName:serviceHall.confirm.notice')}
          </Typography.Paragraph>
          <CallField name="consent" valuePropName="checked">
            <Checkbox>{t('realName:serviceHall.confirm.consent')}</Checkbox>
          </CallField>
          <FormError
            message={
              confirm.isError ? refusalWords(confirm.error, t('realName:serviceHall.failed')) : undefined
            }
          />
          <Flex vertical gap={8}>
            <Button type="primary" size="large" block htmlType="submit" loading={confirm.isPending}>
              {t('realName:serviceHall.confirm.submit')}
            </Button>
            <Button type="text" block onClick={onBack}>
              {t('realName:serviceHall.back')}
            </Button>
          </Flex>
        </Form>
      </CallFields>
    </Card>
  );
}
