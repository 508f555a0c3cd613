import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  messagePublishSystemNoticeCall,
  systemNoticeMaxLength,
  type ScopeFilterOptions,
} from '@simdesk/contract';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import { OrgTreeSelect } from '../../../components/forms/org-tree-select';

interface NoticeValues {
  companyId: number;
  orgId?: number;
  content: string;
}

/** Whom a notice reaches, in words: a company, or an org and everything below it. */
function audienceName(audience: ScopeFilterOptions, values: NoticeValues) {
  const company = audience.companies.find((entry) => entry.companyId === values.companyId)?.name ?? '';
  const org = audience.orgs.find((entry) => entry.orgId === values.orgId)?.name;
  return { company, org };
}

/**
 * Publishes a system notice (a system upgrade notice in every recipient's system messages) to a company's
 * operators or to one org subtree of it, after a confirmation naming whom it reaches.
 */
export function PublishNoticeDialog({
  audience,
  open,
  onClose,
}: {
  audience: ScopeFilterOptions;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <FormDialog<typeof messagePublishSystemNoticeCall, NoticeValues, never>
      open={open}
      name="publishNotice"
      title={t('publish.title')}
      okText={t('publish.submit')}
      width={560}
      call={messagePublishSystemNoticeCall}
      toObj={(values) => ({
        companyId: values.companyId,
        ...(values.orgId === undefined ? {} : { orgId: values.orgId }),
        content: values.content,
      })}
      confirm={(values) => {
        const { company, org } = audienceName(audience, values);
        return {
          title: t('publish.confirmTitle'),
          content: org ? t('publish.confirmOrg', { company, org }) : t('publish.confirmCompany', { company }),
        };
      }}
      successText={(published) => t('publish.done', { count: published.recipientCount })}
      onValuesChange={(changed, dialogForm) => {
        // An org belongs to one company: choosing another company empties it.
        if ('companyId' in changed) dialogForm.setFieldValue('orgId', undefined);
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('publish.description')}</Typography.Paragraph>
      <CallField name="companyId" label={t('publish.company')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={audience.companies.map((company) => ({ value: company.companyId, label: company.name }))}
        />
      </CallField>
      <Form.Item noStyle dependencies={['companyId']}>
        {({ getFieldValue }) => (
          <CallField name="orgId" label={t('publish.org')} extra={t('publish.orgHelp')}>
            <OrgTreeSelect
              allowClear
              disabled={getFieldValue('companyId') === undefined}
              orgs={audience.orgs.filter((org) => org.companyId === getFieldValue('companyId'))}
            />
          </CallField>
        )}
      </Form.Item>
      <CallField name="content" label={t('publish.content')}>
        <Input.TextArea rows={6} showCount maxLength={systemNoticeMaxLength} />
      </CallField>
    </FormDialog>
  );
}
