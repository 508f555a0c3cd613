import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  dealerAddCall,
  dealerEditCall,
  dealerFormOptionsCall,
  dealerGetCall,
  status,
  type CallObj,
  type DealerRow,
} from '@simdesk/contract';
import { fillFrom } from '../../../components/form-dialog/dialog-fill';
import {
  editedRow,
  type EditTarget,
  type TargetDialogProps,
} from '../../../components/form-dialog/dialog-target';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import { filledOrNull, filledOrUndefined } from '../../../components/forms/filled-text';
import { SwitchField } from '../../../components/forms/switch-field';
import { OrgTreeSelect } from '../../../components/forms/org-tree-select';
import { formRefusalStatuses } from '../../../features/account-admin/operator-form-submit';
import { useFormOptions } from '../../../features/account-admin/use-form-options';
import '../../../features/account-admin/user-manage.css';

/** Adding a dealer, or the dealer (of the list) being edited. */
export type DealerFormTarget = EditTarget<Pick<DealerRow, 'dealerId' | 'name'>>;

interface DealerFormValues {
  companyId?: number;
  name?: string;
  code?: string;
  orgId?: number;
  contactName?: string;
  contactMobile?: string;
  address?: string;
  enabled?: boolean;
}

function valuesOf(dealer: DealerRow): DealerFormValues {
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

/** The dealer/add obj, or dealer/edit's of the edited dealer; the form checked the required fields. */
function dealerObj(
  edited: { dealerId: number } | undefined,
  values: DealerFormValues,
): CallObj<typeof dealerAddCall | typeof dealerEditCall> {
  const fields = {
    orgId: values.orgId ?? 0,
    name: values.name?.trim() ?? '',
    code: values.code?.trim() ?? '',
  };
  const enabled = values.enabled ?? true;
  if (!edited) {
    return {
      ...fields,
      contactName: filledOrUndefined(values.contactName),
      contactMobile: filledOrUndefined(values.contactMobile),
      address: filledOrUndefined(values.address),
      enabled,
    };
  }
  return {
    ...fields,
    dealerId: edited.dealerId,
    contactName: filledOrNull(values.contactName),
    contactMobile: filledOrNull(values.contactMobile),
    address: filledOrNull(values.address),
    enabled,
  };
}

/** The fields, with the orgs of the chosen company (or the edited dealer's). */
function DealerFormFields({ detail }: { detail: DealerRow | undefined }) {
  const { t } = useTranslation();
  const optionsRow = useFormOptions(dealerFormOptionsCall, detail?.companyId);
  const companies = optionsRow?.companies ?? [];
  return (
    <div className="admin-form-grid">
      {detail === undefined && companies.length > 1 && (
        <Form.Item name="companyId" label={t('accounts:fields.company')} className="admin-form-wide">
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={companies.map((company) => ({ value: company.companyId, label: company.companyName }))}
          />
        </Form.Item>
      )}
      <CallField name="name" label={t('accounts:dealer.fields.name')} />
      <CallField name="code" label={t('accounts:dealer.fields.code')} />
      <CallField
        name="orgId"
        label={t('accounts:fields.org')}
        message={t('accounts:validation.orgRequired')}
        extra={detail === undefined ? undefined : t('accounts:dealer.form.orgHint')}
      >
        <OrgTreeSelect orgs={optionsRow?.orgs} placeholder={t('accounts:form.orgPlaceholder')} />
      </CallField>
      <SwitchField name="enabled" label={t('accounts:dealer.fields.enabled')} />
      <CallField name="contactName" label={t('accounts:dealer.fields.contactName')} />
      <CallField name="contactMobile" label={t('accounts:dealer.fields.contactMobile')}>
        <Input inputMode="numeric" />
      </CallField>
      <CallField name="address" label={t('accounts:dealer.fields.address')} className="admin-form-wide">
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
      </CallField>
    </div>
  );
}

/** Add or edit a dealer: name, unique code, org (its accounts live there), contact and address. */
export function DealerFormDialog({ target, onClose }: TargetDialogProps<DealerFormTarget>) {
  const { t } = useTranslation();
  const editing = editedRow(target);
  return (
    <FormDialog<typeof dealerAddCall | typeof dealerEditCall, DealerFormValues, DealerRow>
      open={target !== undefined}
      name="dealer-form"
      title={
        editing
          ? t('accounts:dealer.form.editTitle', { name: editing.name })
          : t('accounts:dealer.form.addTitle')
      }
      okText={t('accounts:form.save')}
      width={720}
      maskClosable={false}
      call={editing ? dealerEditCall : dealerAddCall}
      // Reading the contact in clear is audited: once per opening.
      fill={editing ? fillFrom(dealerGetCall, { dealerId: editing.dealerId }, valuesOf) : undefined}
      initialValues={editing ? undefined : { enabled: true }}
      toObj={(values) => dealerObj(editing, values)}
      inlineStatuses={formRefusalStatuses}
      onRefused={(error, form) => {
        if (error.status !== status.conflict) return false;
        form.setFields([{ name: 'code', errors: [t('accounts:errors.dealerCodeTaken')] }]);
        return true;
      }}
      successText={() => t('accounts:notices.saved')}
      onValuesChange={(changed, form) => {
        if ('companyId' in changed) form.setFieldsValue({ orgId: undefined });
      }}
      onClose={onClose}
    >
      {(detail) => <DealerFormFields detail={detail} />}
    </FormDialog>
  );
}
