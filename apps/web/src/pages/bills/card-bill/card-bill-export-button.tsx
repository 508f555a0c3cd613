import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { defaultLocale, localeCodes, type CallObj } from '@simdesk/contract';
import {
  billExportFormats,
  cardBillExportCall,
  type cardBillListCall,
} from '@simdesk/contract/modules/bills';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';

interface ExportValues {
  format: (typeof billExportFormats)[number];
}

/** Exports the card bills the filters select, as CSV or XLSX in the operator's language (a task). */
export function CardBillExportButton({ obj }: { obj: CallObj<typeof cardBillListCall> }) {
  const { t, i18n } = useTranslation('bills');
  const { cursor: _cursor, pageSize: _pageSize, ...filter } = obj;
  return (
    <DialogCallButton
      call={cardBillExportCall}
      dialog={({ open, onClose }) => (
        <FormDialog<typeof cardBillExportCall, ExportValues>
          open={open}
          name="cardBillExport"
          title={t('cardBill.export')}
          call={cardBillExportCall}
          initialValues={{ format: 'xlsx' }}
          toObj={(values) => ({
            filter,
            format: values.format,
            locale: localeCodes.find((code) => code === i18n.language) ?? defaultLocale,
          })}
          successText={(row) => t('cardBill.exportStarted', { taskId: row.taskId })}
          onClose={onClose}
        >
          <Form.Item name="format" label={t('cardBill.export')}>
            <Radio.Group
              options={billExportFormats.map((value) => ({ value, label: value.toUpperCase() }))}
            />
          </Form.Item>
        </FormDialog>
      )}
    >
      {t('cardBill.export')}
    </DialogCallButton>
  );
}
