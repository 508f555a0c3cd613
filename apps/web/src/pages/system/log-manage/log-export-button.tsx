import { useTranslation } from 'react-i18next';
import { operationLogExportCall, type CallObj } from '@simdesk/contract';
import { ExportTaskButton } from '../../../components/list-page/export-task-button';

/** Starts a background export of the rows the applied filters select; the file arrives in the task centre. */
export function LogExportButton({ obj }: { obj: CallObj<typeof operationLogExportCall> }) {
  const { t } = useTranslation();
  return (
    <ExportTaskButton call={operationLogExportCall} obj={obj}>
      {t('system:operationLog.export')}
    </ExportTaskButton>
  );
}
