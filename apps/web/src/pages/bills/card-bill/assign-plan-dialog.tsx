import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ratePlanAssignCall, ratePlanOptionsCall } from '@simdesk/contract/modules/bills';
import { useCallQuery } from '../../../api/use-call-query';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';

interface AssignValues {
  ratePlanId: number;
}

export interface AssignPlanButtonProps {
  cardIds: readonly number[];
  /** The company the list shows (carrier staff): its plans are offered. */
  companyId: number | undefined;
  onAssigned: () => void;
}

/** Puts the chosen cards on a rate plan of their company; their next recompute bills them by it. */
export function AssignPlanButton({ cardIds, companyId, onAssigned }: AssignPlanButtonProps) {
  const { t } = useTranslation('bills');
  return (
    <DialogCallButton
      call={ratePlanAssignCall}
      disabled={cardIds.length === 0}
      dialog={({ open, onClose }) => (
        <FormDialog<typeof ratePlanAssignCall, AssignValues>
          open={open}
          name="assignRatePlan"
          title={t('assign.title', { count: cardIds.length })}
          call={ratePlanAssignCall}
          toObj={(values) => ({ ratePlanId: values.ratePlanId, cardIds: [...cardIds] })}
          successText={(row) => t('assign.done', { count: row.assigned })}
          onSaved={onAssigned}
          onClose={onClose}
        >
          <PlanField companyId={companyId} />
        </FormDialog>
      )}
    >
      {t('assign.button')}
    </DialogCallButton>
  );
}

function PlanField({ companyId }: { companyId: number | undefined }) {
  const { t } = useTranslation('bills');
  const plans =
    useCallQuery(ratePlanOptionsCall, companyId === undefined ? {} : { companyId }).data?.rows ?? [];
  return (
    <Form.Item name="ratePlanId" label={t('fields.ratePlan')} rules={[{ required: true }]}>
      <Select
        options={plans.map((plan) => ({ value: plan.id, label: `${plan.companyName} · ${plan.name}` }))}
      />
    </Form.Item>
  );
}
