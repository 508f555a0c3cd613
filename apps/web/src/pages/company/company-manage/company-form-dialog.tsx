import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  companyAddCall,
  companyListCall,
  companySaveCall,
  deployType,
  type CompanyRow,
  type DeployTypeCode,
} from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';

interface CompanyValues {
  companyName: string;
  platformName: string;
  deployType: DeployTypeCode;
}

/** Adds a company (with its root organisation) or saves one: names and deploy type. */
export function CompanyFormDialog({
  open,
  company,
  onClose,
  onDone,
}: {
  open: boolean;
  /** The company to edit; absent to add one. */
  company: CompanyRow | undefined;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(['settings', 'codes']);
  const [form] = Form.useForm<CompanyValues>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (values: CompanyValues): Promise<void> => {
      if (company) await callApiForRow(companySaveCall, { companyId: company.companyId, ...values });
      else await callApiForRow(companyAddCall, values);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [companyListCall.path] });
      onDone(t(company ? 'saved' : 'companies.added'));
    },
  });

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      company
        ? {
            companyName: company.companyName,
            platformName: company.platformName,
            deployType: company.deployType,
          }
        : { companyName: '', platformName: '', deployType: deployType.byName.standard },
    );
  }, [open, company, form]);

  return (
    <Modal
      open={open}
      title={t(company ? 'companies.editTitle' : 'companies.addTitle')}
      okText={t('save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      forceRender
      onCancel={onClose}
      onOk={() =>
        void form
          .validateFields()
          .then((values) =>
            save.mutateAsync({
              ...values,
              companyName: values.companyName.trim(),
              platformName: values.platformName.trim(),
            }),
          )
          .catch(() => undefined)
      }
    >
      <Form<CompanyValues> form={form} name="companyForm" layout="vertical">
        <Form.Item
          name="companyName"
          label={t('companies.fields.companyName')}
          rules={[{ required: true, whitespace: true, max: 64, message: t('basic.companyNameRequired') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="platformName"
          label={t('companies.fields.platformName')}
          rules={[{ required: true, whitespace: true, max: 64, message: t('basic.platformNameRequired') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="deployType" label={t('companies.fields.deployType')} rules={[{ required: true }]}>
          <Select
            options={deployType.entries.map((entry) => ({ value: entry.code, label: t(entry.labelKey) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
