import type { ReactNode } from 'react';
import { Button, Card, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathOfPage, type CallObj, type CallRow } from '@simdesk/contract';
import type { testerAddCall, testerEditCall } from '@simdesk/contract/modules/real-name';
import { isApiError } from '../../../api/api-error';
import { useCallMutation } from '../../../api/use-call-mutation';
import { CallFields } from '../../../components/forms/call-field';
import { FormError } from '../../../components/forms/form-error';
import { refusalText } from '../../../components/forms/refusal-text';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { refusedInDialog } from '../../../features/real-name/refused-in-dialog';
import type { TesterValues } from './tester-values';

const listPath = () => pathOfPage('testerManagement');

/** A refusal said under the form (an ID number already among the testers), else none. */
function refusalOf(error: unknown): string | undefined {
  return isApiError(error) && refusedInDialog.includes(error.status) ? refusalText(error) : undefined;
}

export interface TesterFormCardProps<Call extends typeof testerAddCall | typeof testerEditCall> {
  /** The call that saves: its schema checks the fields. */
  call: Call;
  title: string;
  initialValues?: Partial<TesterValues>;
  toObj: (values: TesterValues) => CallObj<Call>;
  /** The notice once saved. */
  savedText: (tester: CallRow<Call>) => string;
  children: ReactNode;
}

/**
 * The tester form as a page: checked by the saving call's schema, a refusal said under it, and back to the
 * tester list with a notice once saved. Without the call's action the form only shows.
 */
export function TesterFormCard<Call extends typeof testerAddCall | typeof testerEditCall>({
  call,
  title,
  initialValues,
  toObj,
  savedText,
  children,
}: TesterFormCardProps<Call>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const maySave = useCallAllowed(call);
  const save = useCallMutation(call, { successText: savedText, silentStatuses: refusedInDialog });
  return (
    <Card
      size="small"
      title={title}
      extra={<Link to={listPath()}>{t('realNameTesting:form.backToList')}</Link>}
    >
      <CallFields call={call}>
        <Form<TesterValues>
          name="tester"
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={initialValues}
          disabled={!maySave}
          onFinish={(values) => {
            if (!save.isSending) save.mutate(toObj(values), { onSuccess: () => void navigate(listPath()) });
          }}
        >
          {children}
          <FormError message={refusalOf(save.error)} />
          {maySave && (
            <Space style={{ marginTop: 16 }}>
              <Button type="primary" htmlType="submit" loading={save.isSending}>
                {t('realNameTesting:form.save')}
              </Button>
              <Button onClick={() => void navigate(listPath())}>{t('common:cancel')}</Button>
            </Space>
          )}
        </Form>
      </CallFields>
    </Card>
  );
}
