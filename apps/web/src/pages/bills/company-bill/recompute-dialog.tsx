import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { billRecomputeCall, companyBillFilterOptionsCall } from '@simdesk/contract/modules/bills';
import { useCallQuery } from '../../../api/use-call-query';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { billMonthOptions, monthBefore } from '../../../features/bills/bill-figures';

interface RecomputeValues {
  month: string;
  companyId?: number;
}

/** Starts the recompute of a month (a task): carrier staff may name one company, or recompute them all. */
export function RecomputeButton() {
  const { t } = useTranslation('bills');
  const options = useCallQuery(companyBillFilterOptionsCall, {}, { staleTime: 60_000 }).data?.rows[0];
  const manyCompanies = (options?.companies.length ?? 0) > 1;
  return (
    <DialogCallButton
      call={billRecomputeCall}
      type="primary"
      dialog={({ open, onClose }) => (
        <FormDialog<typeof billRecomputeCall, RecomputeValues>
          open={open}
          name="billRecompute"
          title={t('companyBill.recomputeTitle')}
          call={billRecomputeCall}
          initialValues={{ month: monthBefore(1) }}
          toObj={(values) => values}
          successText={(row) => t('companyBill.recomputeStarted', { taskId: row.taskId })}
          onClose={onClose}
        >
          <Typography.Paragraph type="secondary">{t('companyBill.recomputeHint')}</Typography.Paragraph>
          <Form.Item name="month" label={t('fields.month')} rules={[{ required: true }]}>
            <Select options={billMonthOptions()} />
          </Form.Item>
          {manyCompanies && (
            <Form.Item name="companyId" label={t('fields.company')}>
              <Select
                allowClear
                options={options?.companies.map((company) => ({
                  value: company.companyId,
                  label: company.name,
                }))}
              />
            </Form.Item>
          )}
        </FormDialog>
      )}
    >
      {t('companyBill.recompute')}
    </DialogCallButton>
  );
}
