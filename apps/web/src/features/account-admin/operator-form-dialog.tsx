import { useEffect, useState } from 'react';
import { App, Button, Form, Modal, Skeleton, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  dealerAccountFormOptionsCall,
  dealerAccountGetCall,
  dealerAccountListCall,
  operatorFormOptionsCall,
  operatorGetCall,
  operatorListCall,
  status,
  type OperatorAdminRow,
  type TemporaryPasswordRow,
} from '@simdesk/contract';
import { isApiError } from '../../api/api-error';
import { callApiForRow } from '../../api/call-api';
import { useCallQuery } from '../../api/use-call-query';
import { FormError } from '../../components/forms/form-error';
import { OperatorFormFields, type OperatorFormVariant } from './operator-form-fields';
import { submitOperatorForm, type OperatorFormTarget } from './operator-form-submit';
import type { OperatorFormValues } from './operator-form-values';
import { adminRefusalText } from './refusal-text';
import './user-manage.css';

const variantCalls = {
  operator: { options: operatorFormOptionsCall, get: operatorGetCall },
  dealerAccount: { options: dealerAccountFormOptionsCall, get: dealerAccountGetCall },
} as const;

export interface OperatorFormDialogProps {
  variant: OperatorFormVariant;
  /** Undefined: the dialog is closed. */
  target: OperatorFormTarget | undefined;
  onClose: () => void;
  /** After an add: the page shows the one-time password. */
  onAdded: (row: TemporaryPasswordRow) => void;
}

function initialValuesOf(detail: OperatorAdminRow | undefined): OperatorFormValues {
  if (!detail) return { passwordMode: 'generate' };
  return {
    name: detail.name,
    mobile: detail.mobile ?? undefined,
    mail: detail.mail ?? undefined,
    orgId: detail.orgId ?? undefined,
    roleId: detail.roleId ?? undefined,
    superiorId: detail.superiorId ?? undefined,
    dealerId: detail.dealerId ?? undefined,
    remark: detail.remark ?? undefined,
  };
}

/** The form itself, mounted per opening so every opening starts clean. */
function OperatorForm({
  variant,
  target,
  onClose,
  onAdded,
}: OperatorFormDialogProps & { target: OperatorFormTarget }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<OperatorFormValues>();
  const [refusal, setRefusal] = useState<string>();
  const calls = variantCalls[variant];
  const operatorId = target.kind === 'edit' ? target.operatorId : undefined;
  // Reading the record in clear is audited: once per opening, never refetched in the background.
  const detail = useQuery({
    queryKey: [calls.get.path, operatorId],
    queryFn: () => callApiForRow(calls.get, { operatorId: operatorId ?? 0 }),
    enabled: operatorId !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const chosenCompany = Form.useWatch<number | undefined>('companyId', form);
  const companyId = operatorId === undefined ? chosenCompany : detail.data?.companyId;
  const options = useCallQuery(calls.options, companyId === undefined ? {} : { companyId }, {
    staleTime: 60_000,
    enabled: operatorId === undefined || detail.data !== undefined,
  });
  const optionsRow = options.data?.rows[0];
  useEffect(() => {
    if (optionsRow && form.getFieldValue('companyId') === undefined)
      form.setFieldValue('companyId', optionsRow.companyId);
  }, [form, optionsRow]);

  const save = useMutation({
    mutationFn: (values: OperatorFormValues) => submitOperatorForm(variant, target, values),
    onSuccess: async (row) => {
      await Promise.all(
        [operatorListCall, dealerAccountListCall].map((call) =>
          queryClient.invalidateQueries({ queryKey: [call.path] }),
        ),
      );
      if (row) onAdded(row);
      else void message.success(t('accounts:notices.saved'));
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === status.conflict && target.kind === 'add') {
        form.setFields([{ name: 'account', errors: [t('accounts:errors.accountTaken')] }]);
        return;
      }
      setRefusal(adminRefusalText(error));
    },
  });

  if (operatorId !== undefined && !detail.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const current = detail.data;
  return (
    <Form<OperatorFormValues>
      form={form}
      layout="vertical"
      name={`${variant}-form`}
      initialValues={initialValuesOf(current)}
      onValuesChange={(changed: OperatorFormValues) => {
        // Orgs, roles, superiors and dealers belong to one company: choose them again for another.
        if ('companyId' in changed)
          form.setFieldsValue({
            orgId: undefined,
            roleId: undefined,
            superiorId: undefined,
            dealerId: undefined,
          });
      }}
      onFinish={(values) => {
        setRefusal(undefined);
        save.mutate(values);
      }}
    >
      <OperatorFormFields
        variant={variant}
        adding={target.kind === 'add'}
        options={optionsRow}
        operatorId={operatorId}
        currentRole={
          current?.roleId && current.roleName
            ? { roleId: current.roleId, roleName: current.roleName }
            : undefined
        }
      />
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

/** Add or edit an operator (or a dealer account) in a dialog, with the contract's rules on every field. */
export function OperatorFormDialog(props: OperatorFormDialogProps) {
  const { t } = useTranslation();
  const { variant, target, onClose } = props;
  const prefix = variant === 'operator' ? 'accounts:form' : 'accounts:dealerAccount.form';
  return (
    <Modal
      open={target !== undefined}
      title={
        target?.kind === 'edit'
          ? t(`${prefix}.editTitle`, { account: target.account })
          : t(`${prefix}.addTitle`)
      }
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={720}
    >
      {target && <OperatorForm {...props} target={target} />}
    </Modal>
  );
}
