import { useEffect } from 'react';
import { Button, Descriptions, Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyEditCall, companyInfoCall, deployType, type CompanyInfo } from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { LogoField } from './logo-field';
import { useSettingsChange, useTargetCompany } from './settings-hooks';

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
  const save = useSettingsChange(companyEditCall, [companyInfoCall]);

  // Filled when the stored names change, not on every refetch: a logo change refetches the company too, and
  // must not wipe a name the operator is typing.
  const storedCompanyName = company?.companyName;
  const storedPlatformName = company?.platformName;
  useEffect(() => {
    if (storedCompanyName !== undefined && storedPlatformName !== undefined)
      form.setFieldsValue({ companyName: storedCompanyName, platformName: storedPlatformName });
  }, [storedCompanyName, storedPlatformName, form]);

  const deployTypeLabel =
    company && deployType.has(company.deployType) ? t(deployType.labelKeyOf(company.deployType)) : '';
  return (
    <div className="settings-tab">
      <Form<BasicValues>
        form={form}
        name="basicSettings"
        layout="vertical"
        disabled={!canEdit || !company}
        onFinish={(values) => save.mutate({ ...target.obj, ...values })}
        className="settings-form"
      >
        <Form.Item
          name="companyName"
          label={t('basic.companyName')}
          rules={[{ required: true, whitespace: true, max: 64, message: t('basic.companyNameRequired') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="platformName"
          label={t('basic.platformName')}
          extra={t('basic.platformNameHelp')}
          rules={[{ required: true, whitespace: true, max: 64, message: t('basic.platformNameRequired') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        )}
      </Form>
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
