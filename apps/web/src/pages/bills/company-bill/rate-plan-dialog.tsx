import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { ratePlanAddCall, ratePlanUpdateCall, type RatePlanRow } from '@simdesk/contract/modules/bills';
import {
  editedRow,
  type EditTarget,
  type TargetDialogProps,
} from '../../../components/form-dialog/dialog-target';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import { SwitchField } from '../../../components/forms/switch-field';

type RatePlanValues = Omit<RatePlanRow, 'id' | 'companyId' | 'companyName' | 'cardCount' | 'updatedAt'>;

const newPlan: RatePlanValues = {
  name: '',
  monthlyFeeCents: 1500,
  includedMegabytes: 1024,
  overageCentsPerMegabyte: 29,
  smsCents: 10,
  voiceCentsPerMinute: 15,
  pooled: false,
};

/** Adds a rate plan of the caller's company or edits one; prices in integer cents, as they are stored. */
export function RatePlanDialog({ target, onClose }: TargetDialogProps<EditTarget<RatePlanRow>>) {
  const { t } = useTranslation('bills');
  const plan = editedRow(target);
  const cents = (name: keyof RatePlanValues, label: string) => (
    <CallField name={name} label={`${label} (${t('units.cents')})`}>
      <InputNumber precision={0} style={{ width: 200 }} />
    </CallField>
  );
  return (
    <FormDialog<typeof ratePlanAddCall | typeof ratePlanUpdateCall, RatePlanValues>
      open={target !== undefined}
      name="ratePlanForm"
      title={t(plan ? 'ratePlan.edit' : 'ratePlan.add')}
      call={plan ? ratePlanUpdateCall : ratePlanAddCall}
      rulesCall={ratePlanAddCall}
      initialValues={plan ?? newPlan}
      toObj={(values) => (plan ? { id: plan.id, ...values } : values)}
      onClose={onClose}
    >
      <CallField name="name" label={t('fields.name')} />
      {cents('monthlyFeeCents', t('fields.monthlyFee'))}
      <CallField name="includedMegabytes" label={t('fields.includedMegabytes')}>
        <InputNumber precision={0} style={{ width: 200 }} />
      </CallField>
      {cents('overageCentsPerMegabyte', t('fields.overagePrice'))}
      {cents('smsCents', t('fields.smsPrice'))}
      {cents('voiceCentsPerMinute', t('fields.voicePrice'))}
      <SwitchField name="pooled" label={t('fields.pooled')} />
    </FormDialog>
  );
}
