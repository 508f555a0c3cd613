import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { operatorSuperiorListCall, type AdminFormOptionsRow } from '@simdesk/contract';
import { useCallQuery } from '../../api/use-call-query';
import { CallField } from '../../components/forms/call-field';
import { NewPasswordFields } from '../../components/forms/new-password-fields';
import { OrgTreeSelect } from '../../components/forms/org-tree-select';
import type { OperatorFormValues } from './operator-form-values';

export type OperatorFormVariant = 'operator' | 'dealerAccount';

export interface OperatorFormFieldsProps {
  variant: OperatorFormVariant;
  adding: boolean;
  options: AdminFormOptionsRow | undefined;
  /** The operator being edited: not offered as their own superior. */
  operatorId?: number;
  /** The edited operator's role, shown even when the caller could not hand it out. */
  currentRole?: { roleId: string; roleName: string };
}

/** The superior select: enabled operators of the company, without the edited one and those below them. */
function SuperiorField({ companyId, operatorId }: { companyId: number | undefined; operatorId?: number }) {
  const { t } = useTranslation();
  const candidates = useCallQuery(
    operatorSuperiorListCall,
    { companyId, operatorId },
    { enabled: companyId !== undefined, staleTime: 30_000 },
  );
  return (
    <CallField name="superiorId" label={t('accounts:fields.superior')}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={candidates.isLoading}
        placeholder={t('accounts:form.superiorPlaceholder')}
        options={(candidates.data?.rows ?? []).map((candidate) => ({
          value: candidate.operatorId,
          label: `${candidate.name} (${candidate.account})`,
        }))}
      />
    </CallField>
  );
}

/** The fields of the operator and dealer account forms, each checked by the contract's rule. */
export function OperatorFormFields({
  variant,
  adding,
  options,
  operatorId,
  currentRole,
}: OperatorFormFieldsProps) {
  const { t } = useTranslation();
  const passwordMode = Form.useWatch<OperatorFormValues['passwordMode']>('passwordMode');
  const roles = options?.roles.map((role) => ({ value: role.roleId, label: role.roleName })) ?? [];
  if (currentRole && !roles.some((role) => role.value === currentRole.roleId))
    roles.push({ value: currentRole.roleId, label: currentRole.roleName });
  const companies = options?.companies ?? [];
  return (
    <div className="admin-form-grid">
      {adding && companies.length > 1 && (
        <Form.Item name="companyId" label={t('accounts:fields.company')} className="admin-form-wide">
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={companies.map((company) => ({ value: company.companyId, label: company.companyName }))}
          />
        </Form.Item>
      )}
      {adding && (
        <CallField
          name="account"
          label={t('accounts:fields.account')}
          tooltip={t('accounts:form.accountHint')}
        >
          <Input autoComplete="off" />
        </CallField>
      )}
      <CallField name="name" label={t('accounts:fields.name')} />
      <CallField name="mobile" label={t('accounts:fields.mobile')}>
        <Input inputMode="numeric" autoComplete="off" />
      </CallField>
      <CallField name="mail" label={t('accounts:fields.mail')}>
        <Input autoComplete="off" />
      </CallField>
      {variant === 'operator' ? (
        <>
          <CallField
            name="orgId"
            label={t('accounts:fields.org')}
            message={t('accounts:validation.orgRequired')}
          >
            <OrgTreeSelect orgs={options?.orgs} placeholder={t('accounts:form.orgPlaceholder')} />
          </CallField>
          <SuperiorField companyId={options?.companyId} operatorId={operatorId} />
        </>
      ) : (
        <CallField
          name="dealerId"
          label={t('accounts:fields.dealer')}
          message={t('accounts:validation.dealerRequired')}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('accounts:form.dealerPlaceholder')}
            options={(options?.dealers ?? []).map((dealer) => ({
              value: dealer.dealerId,
              label: `${dealer.name} (${dealer.code})`,
            }))}
          />
        </CallField>
      )}
      <CallField name="roleId" label={t('accounts:fields.role')}>
        <Select
          options={roles}
          placeholder={t('accounts:form.rolePlaceholder')}
          notFoundContent={t('accounts:form.noRoles')}
        />
      </CallField>
      <CallField name="remark" label={t('accounts:fields.remark')} className="admin-form-wide">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </CallField>
      {adding && (
        <>
          <Form.Item
            name="passwordMode"
            label={t('accounts:form.passwordMode')}
            className="admin-form-wide"
            extra={t('accounts:form.passwordHint')}
          >
            <Radio.Group
              options={[
                { value: 'generate', label: t('accounts:form.generate') },
                { value: 'choose', label: t('accounts:form.choose') },
              ]}
            />
          </Form.Item>
          {passwordMode === 'choose' && <NewPasswordFields />}
        </>
      )}
    </div>
  );
}
