import { ExportOutlined } from '@ant-design/icons';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  defaultLocale,
  exportFormats,
  localeCodes,
  type CallDefinition,
  type CallObj,
  type ExportFormat,
  type LocaleCode,
} from '@simdesk/contract';
import { FormDialog } from '../form-dialog/form-dialog';
import { DialogCallButton } from '../permission/dialog-call-button';

interface FormatExportButtonProps<Call extends CallDefinition> {
  call: Call;
  /** The call's obj for the chosen format, in the operator's language (the filters applied are the page's). */
  toObj: (request: { format: ExportFormat; locale: LocaleCode }) => CallObj<Call>;
  /** The form's name (ids of its fields). */
  name: string;
  /** The button's and the dialog's title. */
  children: string;
}

/**
 * Exports what the list's filters select as CSV or XLSX, headers and code texts in the operator's language: a
 * task, whose file arrives in the task centre.
 */
export function FormatExportButton<Call extends CallDefinition>({
  call,
  toObj,
  name,
  children,
}: FormatExportButtonProps<Call>) {
  const { t, i18n } = useTranslation('system');
  const locale = localeCodes.find((code) => code === i18n.language) ?? defaultLocale;
  return (
    <DialogCallButton
      call={call}
      icon={<ExportOutlined />}
      dialog={({ open, onClose }) => (
        <FormDialog<Call, { format: ExportFormat }>
          open={open}
          name={name}
          title={children}
          call={call}
          initialValues={{ format: 'xlsx' }}
          toObj={(values) => toObj({ format: values.format, locale })}
          successText={() => t('taskCentre.exportStarted')}
          onClose={onClose}
        >
          <Form.Item name="format" label={t('taskCentre.fileFormat')}>
            <Radio.Group options={exportFormats.map((value) => ({ value, label: value.toUpperCase() }))} />
          </Form.Item>
        </FormDialog>
      )}
    >
      {children}
    </DialogCallButton>
  );
}
