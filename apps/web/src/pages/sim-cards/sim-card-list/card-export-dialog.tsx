import { useState } from 'react';
import { Alert, Form, Modal, Radio, Space, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  cardExportFormats,
  defaultLocale,
  isSimCardColumn,
  localeCodes,
  simCardExportCall,
  type CardExportFormat,
  type CallObj,
} from '@simdesk/contract';
import { apiEnvironment } from '../../../api/api-environment';
import { callApiForRow } from '../../../api/call-api';
import { refreshChangedAnswers } from '../../../api/call-changes';

/** Above this many cards the dialog says the export takes a while. */
const largeExport = 100_000;

type ExportSelection = 'filtered' | 'selected';

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

/**
 * Chooses the format and the cards (the filtered list or the selection) and starts the export task; the file
 * then waits in the task centre.
 */
export function CardExportDialog(props: CardExportDialogProps) {
  const { open, onClose, filter, selectedCardIds, total, totalIsEstimate } = props;
  const { t, i18n } = useTranslation('cardFiles');
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<CardExportFormat>('xlsx');
  const [chosen, setChosen] = useState<ExportSelection>();
  const hasSelection = selectedCardIds.length > 0;
  // Until the operator chooses, the selection is offered when there is one.
  const selection = chosen ?? (hasSelection ? 'selected' : 'filtered');
  const close = () => {
    setChosen(undefined);
    onClose();
  };

  const columns = props.columns.filter(isSimCardColumn);
  const count = selection === 'selected' ? selectedCardIds.length : total;
  const nothing = selection === 'filtered' && total === 0;
  const start = useMutation({
    mutationFn: () =>
      callApiForRow(simCardExportCall, {
        ...(selection === 'selected' ? { cardIds: [...selectedCardIds] } : { filter }),
        format,
        columns,
        locale: localeCodes.find((code) => code === i18n.language) ?? defaultLocale,
      }),
    onSuccess: async (row) => {
      apiEnvironment.notifier.success({
        // The console's one export notice (spec §8), with where this task's file will be.
        title: t('system:taskCentre.exportStarted'),
        description: t('export.startedHint', { taskId: row.taskId }),
      });
      close();
      // The task centre's badge counts the new task at once.
      await refreshChangedAnswers(queryClient, simCardExportCall);
    },
  });
  const amount = (value: number | undefined) =>
    value === undefined ? '…' : value.toLocaleString(i18n.language);

  return (
    <Modal
      open={open}
      title={t('export.title')}
      okText={t('export.ok')}
      okButtonProps={{ disabled: nothing || columns.length === 0, loading: start.isPending }}
      onOk={() => start.mutate()}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('export.selection')}>
          <Radio.Group
            name="cardExportSelection"
            value={selection}
            onChange={(event) => setChosen(event.target.value as ExportSelection)}
          >
            <Space orientation="vertical">
              <Radio value="filtered">
                {t(totalIsEstimate ? 'export.filteredEstimate' : 'export.filtered', { count: amount(total) })}
              </Radio>
              <Radio value="selected" disabled={!hasSelection}>
                {t('export.selected', { count: amount(selectedCardIds.length) })}
              </Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('export.format')}>
          <Radio.Group
            name="cardExportFormat"
            value={format}
            onChange={(event) => setFormat(event.target.value as CardExportFormat)}
            options={cardExportFormats.map((value) => ({
              value,
              label: t(value === 'csv' ? 'export.formatCsv' : 'export.formatXlsx'),
            }))}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          {t('export.columns', { count: columns.length })}
        </Typography.Paragraph>
        {nothing && <Alert type="warning" showIcon title={t('export.nothing')} />}
        {!nothing && count !== undefined && count > largeExport && (
          <Alert type="info" showIcon title={t('export.large')} />
        )}
      </Form>
    </Modal>
  );
}
