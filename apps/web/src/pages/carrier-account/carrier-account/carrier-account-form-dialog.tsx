import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  carrier,
  carrierAccountAddCall,
  carrierAccountListCall,
  carrierAccountUpdateCall,
  type CarrierAccountRow,
  type CarrierCode,
} from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { CompanyPicker, useCanPickCompany } from '../../../features/company/company-picker';

interface AccountValues {
  companyId?: number;
  name: string;
  carrier: CarrierCode;
  baseUrl: string;
  appId: string;
  password?: string;
}

const appIdPattern = /^[A-Za-z0-9._-]+$/;

/** Adds a carrier account or edits one; an empty password on edit keeps the stored one. */
export function CarrierAccountFormDialog({
  open,
  account,
  onClose,
  onDone,
}: {
  open: boolean;
  /** The account to edit; absent to add one. */
  account: CarrierAccountRow | undefined;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(['carrier', 'codes']);
  const [form] = Form.useForm<AccountValues>();
  const queryClient = useQueryClient();
  const canPickCompany = useCanPickCompany();
  const save = useMutation({
    mutationFn: async (values: AccountValues): Promise<void> => {
      const password = values.password ? values.password : undefined;
      const fields = {
        name: values.name.trim(),
        carrier: values.carrier,
        baseUrl: values.baseUrl.trim(),
        appId: values.appId.trim(),
      };
      if (account) await callApiForRow(carrierAccountUpdateCall, { id: account.id, ...fields, password });
      else {
        await callApiForRow(carrierAccountAddCall, {
          ...fields,
          companyId: values.companyId,
          password: password ?? '',
        });
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [carrierAccountListCall.path] });
      onDone(t(account ? 'saved' : 'added'));
    },
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      account
        ? {
            name: account.name,
            carrier: account.carrier as CarrierCode,
            baseUrl: account.baseUrl,
            appId: account.appId,
            password: '',
          }
        : { name: '', carrier: carrier.byName.chinaMobile, baseUrl: '', appId: '', password: '' },
    );
  }, [open, account, form]);

  return (
    <Modal
      open={open}
      title={t(account ? 'editTitle' : 'addTitle')}
      okText={t('save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      forceRender
      onCancel={onClose}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => save.mutateAsync(values))
          .catch(() => undefined)
      }
    >
      <Form<AccountValues> form={form} name="carrierAccountForm" layout="vertical">
        {!account && canPickCompany && (
          <Form.Item name="companyId" label={t('fields.company')} extra={t('companyHelp')}>
            <CompanyPicker />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('fields.name')}
          rules={[{ required: true, whitespace: true, max: 64, message: t('rules.name') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="carrier"
          label={t('fields.carrier')}
          rules={[{ required: true, message: t('rules.carrier') }]}
        >
          <Select
            options={carrier.entries.map((entry) => ({ value: entry.code, label: t(entry.labelKey) }))}
          />
        </Form.Item>
        <Form.Item
          name="baseUrl"
          label={t('fields.baseUrl')}
          rules={[{ required: true, type: 'url', pattern: /^https?:\/\//, message: t('rules.baseUrl') }]}
        >
          <Input maxLength={2048} placeholder="https://" />
        </Form.Item>
        <Form.Item
          name="appId"
          label={t('fields.appId')}
          rules={[{ required: true, max: 64, pattern: appIdPattern, message: t('rules.appId') }]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('fields.password')}
          extra={account ? t('passwordKeep') : undefined}
          rules={account ? [] : [{ required: true, message: t('rules.password') }]}
        >
          <Input.Password maxLength={256} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
