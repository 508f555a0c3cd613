import { useEffect } from 'react';
import { Button, Descriptions, Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyEditCall, companyInfoCall, deployType, type CompanyInfo } from '@simdesk/contract';
import { codeLabel } from '../../../components/codes/code-label';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
import { CallField, CallFields } from '../../../components/forms/call-field';
import { LogoField } from './logo-field';
import { useTargetCompany } from './settings-hooks';

interface BasicValues {
  companyName: string;
  platformName: string;
}

const firstPage = { pageIndex: 1, pageSize: 10 };

/** Company name, platform name (the document title), deploy type (read-only) and logo. */
export function BasicSettingsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'codes']);
  const target = useTargetCompany();
  const [form] = Form.useForm<BasicValues>();
  const info = useCallQuery(
    companyInfoCall,
    { companyId: target.companyId ?? 0 },
    { page: firstPage, enabled: target.companyId !== undefined },
  );
  const company: CompanyInfo | undefined = info.data?.rows[0];
  const save = useCallMutation(companyEditCall, { successText: () => t('saved') });

  // Filled when the stored names change, not on every refetch: a logo change refetches the company too, and
  // must not wipe a name the operator is typing.
  const storedCompanyName = company?.companyName;
  const storedPlatformName = company?.platformName;
  useEffect(() => {
    if (storedCompanyName !== undefined && storedPlatformName !== undefined)
      form.setFieldsValue({ companyName: storedCompanyName, platformName: storedPlatformName });
  }, [storedCompanyName, storedPlatformName, form]);

  const deployTypeLabel = company ? codeLabel(t, deployType, company.deployType) : '';
  return (
    <div className="settings-tab">
      <CallFields call={companyEditCall}>
        <Form<BasicValues>
          form={form}
          name="basicSettings"
          layout="vertical"
          disabled={!canEdit || !company}
          onFinish={(values) => save.mutate({ ...target.obj, ...values })}
          className="settings-form"
        >
          <CallField
            name="companyName"
            label={t('basic.companyName')}
            message={t('basic.companyNameRequired')}
            required
          >
            <Input />
          </CallField>
          <CallField
            name="platformName"
            label={t('basic.platformName')}
            extra={t('basic.platformNameHelp')}
            message={t('basic.platformNameRequired')}
            required
          >
            <Input />
          </CallField>
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          )}
        </Form>
      </CallFields>
      <Descriptions
        column={1}
        className="settings-facts"
        items={[
          {
            key: 'deployType',
            label: t('basic.deployType'),
            children: <Tag>{deployTypeLabel}</Tag>,
          },
          {
            key: 'logo',
            label: t('basic.logo'),
            children: <LogoField company={company} companyObj={target.obj} canEdit={canEdit} />,
          },
        ]}
      />
    </div>
  );
}
