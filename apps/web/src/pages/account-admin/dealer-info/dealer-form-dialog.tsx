import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Skeleton, Space, Switch, TreeSelect } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  dealerCodePattern,
  dealerFormOptionsCall,
  dealerGetCall,
  dealerListCall,
  phoneSchema,
  status,
  type DealerRow,
} from '@simdesk/contract';
import { isApiError } from '../../../api/api-error';
import { callApiForRow } from '../../../api/call-api';
import { useCallQuery } from '../../../api/use-call-query';
import { FormError } from '../../../components/forms/form-error';
import { requiredRule } from '../../../components/forms/zod-rule';
import { buildOrgTree } from '../../../components/forms/org-tree';
import { optionalZodRule } from '../../../features/account-admin/operator-form-values';
import { adminRefusalText } from '../../../features/account-admin/refusal-text';
import { submitDealerForm, type DealerFormTarget, type DealerFormValues } from './dealer-form-submit';
import '../../../features/account-admin/user-manage.css';

export interface DealerFormDialogProps {
  target: DealerFormTarget | undefined;
  onClose: () => void;
}

function initialValuesOf(dealer: DealerRow | undefined): DealerFormValues {
  if (!dealer) return { enabled: true };
  return {
    name: dealer.name,
    code: dealer.code,
    orgId: dealer.orgId ?? undefined,
    contactName: dealer.contactName ?? undefined,
    contactMobile: dealer.contactMobile ?? undefined,
    address: dealer.address ?? undefined,
    enabled: dealer.enabled,
  };
}

function DealerForm({ target, onClose }: DealerFormDialogProps & { target: DealerFormTarget }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DealerFormValues>();
  const [refusal, setRefusal] = useState<string>();
  const dealerId = target.kind === 'edit' ? target.dealerId : undefined;
  // Reading the contact in clear is audited: once per opening.
  const detail = useQuery({
    queryKey: [dealerGetCall.path, dealerId],
    queryFn: () => callApiForRow(dealerGetCall, { dealerId: dealerId ?? 0 }),
    enabled: dealerId !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const chosenCompany = Form.useWatch<number | undefined>('companyId', form);
  const companyId = dealerId === undefined ? chosenCompany : detail.data?.companyId;
  const options = useCallQuery(dealerFormOptionsCall, companyId === undefined ? {} : { companyId }, {
    staleTime: 60_000,
    enabled: dealerId === undefined || detail.data !== undefined,
  });
  const optionsRow = options.data?.rows[0];
  useEffect(() => {
    if (optionsRow && form.getFieldValue('companyId') === undefined)
      form.setFieldValue('companyId', optionsRow.companyId);
  }, [form, optionsRow]);
  const save = useMutation({
    mutationFn: (values: DealerFormValues) => submitDealerForm(target, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [dealerListCall.path] });
      void message.success(t('accounts:notices.saved'));
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === status.conflict) {
        form.setFields([{ name: 'code', errors: [t('accounts:errors.dealerCodeTaken')] }]);
        return;
      }
      setRefusal(adminRefusalText(error));
    },
  });

  if (dealerId !== undefined && !detail.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const companies = optionsRow?.companies ?? [];
  return (
    <Form<DealerFormValues>
      form={form}
      layout="vertical"
      name="dealer-form"
      initialValues={initialValuesOf(detail.data)}
      onValuesChange={(changed: DealerFormValues) => {
        if ('companyId' in changed) form.setFieldsValue({ orgId: undefined });
      }}
      onFinish={(values) => {
        setRefusal(undefined);
        save.mutate(values);
      }}
    >
      <div className="admin-form-grid">
        {dealerId === undefined && companies.length > 1 && (
          <Form.Item name="companyId" label={t('accounts:fields.company')} className="admin-form-wide">
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={companies.map((company) => ({ value: company.companyId, label: company.companyName }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('accounts:dealer.fields.name')}
          rules={[requiredRule(t('accounts:validation.dealerNameRequired'))]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('accounts:dealer.fields.code')}
          rules={[
            requiredRule(t('accounts:validation.dealerCodeRequired')),
            { pattern: dealerCodePattern, message: t('accounts:validation.dealerCodeFormat') },
          ]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item
          name="orgId"
          label={t('accounts:fields.org')}
          rules={[{ required: true, message: t('accounts:validation.orgRequired') }]}
          extra={dealerId === undefined ? undefined : t('accounts:dealer.form.orgHint')}
        >
          <TreeSelect
            treeData={buildOrgTree(optionsRow?.orgs ?? [])}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder={t('accounts:form.orgPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('accounts:dealer.fields.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="contactName" label={t('accounts:dealer.fields.contactName')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="contactMobile"
          label={t('accounts:dealer.fields.contactMobile')}
          rules={[optionalZodRule(phoneSchema, t)]}
        >
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item name="address" label={t('accounts:dealer.fields.address')} className="admin-form-wide">
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={200} />
        </Form.Item>
      </div>
      <FormError message={refusal} />
      <Space className="admin-form-footer">
        <Button onClick={onClose}>{t('accounts:form.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('accounts:form.save')}
        </Button>
      </Space>
    </Form>
  );
}

/** Add or edit a dealer: name, unique code, org (its accounts live there), contact and address. */
export function DealerFormDialog(props: DealerFormDialogProps) {
  const { t } = useTranslation();
  const { target, onClose } = props;
  return (
    <Modal
      open={target !== undefined}
      title={
        target?.kind === 'edit'
          ? t('accounts:dealer.form.editTitle', { name: target.name })
          : t('accounts:dealer.form.addTitle')
      }
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={720}
    >
      {target && <DealerForm {...props} target={target} />}
    </Modal>
  );
}
