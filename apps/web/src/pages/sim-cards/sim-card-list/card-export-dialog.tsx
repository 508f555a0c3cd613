import { Alert, Form, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  cardExportFormats,
  defaultLocale,
  isSimCardColumn,
  localeCodes,
  simCardExportCall,
  type CallObj,
  type CardExportFormat,
} from '@simdesk/contract';
import { apiEnvironment } from '../../../api/api-environment';
import { FormDialog } from '../../../components/form-dialog/form-dialog';

/** Above this many cards the dialog says the export takes a while. */
const largeExport = 100_000;

type ExportSelection = 'filtered' | 'selected';

interface ExportValues {
  selection: ExportSelection;
  format: CardExportFormat;
}

export interface CardExportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The filters the list shows now. */
  filter: NonNullable<CallObj<typeof simCardExportCall>['filter']>;
  selectedCardIds: readonly number[];
  /** The list's total for the filters (an estimate when large); undefined while it loads. */
  total: number | undefined;
  totalIsEstimate: boolean;
  /** The list's column keys as shown, in order. */
  columns: readonly string[];
}

/** The choices, with how many cards each means and what to expect of the export. */
function ExportChoices(props: CardExportDialogProps & { columnCount: number }) {
  const { t, i18n } = useTranslation('cardFiles');
  const { selectedCardIds, total, totalIsEstimate } = props;
  const selection = Form.useWatch<ExportSelection | undefined>('selection');
  const count = selection === 'selected' ? selectedCardIds.length : total;
  const nothing = selection === 'filtered' && total === 0;
  const amount = (value: number | undefined) =>
    value === undefined ? '…' : value.toLocaleString(i18n.language);
  return (
    <>
      <Form.Item name="selection" label={t('export.selection')}>
        <Radio.Group name="cardExportSelection">
          <Space orientation="vertical">
            <Radio value="filtered">
              {t(totalIsEstimate ? 'export.filteredEstimate' : 'export.filtered', { count: amount(total) })}
            </Radio>
            <Radio value="selected" disabled={selectedCardIds.length === 0}>
              {t('export.selected', { count: amount(selectedCardIds.length) })}
            </Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="format" label={t('export.format')}>
        <Radio.Group
          name="cardExportFormat"
          options={cardExportFormats.map((value) => ({
            value,
            label: t(value === 'csv' ? 'export.formatCsv' : 'export.formatXlsx'),
          }))}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        {t('export.columns', { count: props.columnCount })}
      </Typography.Paragraph>
      {nothing && <Alert type="warning" showIcon title={t('export.nothing')} />}
      {!nothing && count !== undefined && count > largeExport && (
        <Alert type="info" showIcon title={t('export.large')} />
      )}
    </>
  );
}

/**
 * Chooses the format and the cards (the filtered list or the selection) and starts the export task; the file
 * then waits in the task centre.
 */
export function CardExportDialog(props: CardExportDialogProps) {
  const { open, onClose, filter, selectedCardIds, total } = props;
  const { t, i18n } = useTranslation(['cardFiles', 'system']);
  const columns = props.columns.filter(isSimCardColumn);
  // Until the operator chooses, the selection is offered when there is one.
  const offered: ExportSelection = selectedCardIds.length > 0 ? 'selected' : 'filtered';
  return (
    <FormDialog<typeof simCardExportCall, ExportValues, never>
      open={open}
      name="cardExport"
      title={t('export.title')}
      okText={t('export.ok')}
      okDisabled={(values) =>
        ((values.selection ?? offered) === 'filtered' && total === 0) || columns.length === 0
      }
      call={simCardExportCall}
      initialValues={{ selection: offered, format: 'xlsx' }}
      toObj={(values) => ({
        ...(values.selection === 'selected' ? { cardIds: [...selectedCardIds] } : { filter }),
        format: values.format,
        columns,
        locale: localeCodes.find((code) => code === i18n.language) ?? defaultLocale,
      })}
      onSaved={(row) =>
        apiEnvironment.notifier.success({
          // The console's one export notice (spec §8), with where this task's file will be.
          title: t('system:taskCentre.exportStarted'),
          description: t('export.startedHint', { taskId: row.taskId }),
        })
      }
      onClose={onClose}
    >
      <ExportChoices {...props} columnCount={columns.length} />
    </FormDialog>
  );
}
