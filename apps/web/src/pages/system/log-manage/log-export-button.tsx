import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { operationLogExportCall, type CallObj } from '@simdesk/contract';
import { apiEnvironment } from '../../../api/api-environment';
import { useCallMutation } from '../../../api/use-call-mutation';
import { CallButton } from '../../../components/permission/call-button';

/** Starts a background export of the rows the applied filters select; the file arrives in the task centre. */
export function LogExportButton({ obj }: { obj: CallObj<typeof operationLogExportCall> }) {
  const { t } = useTranslation();
  const start = useCallMutation(operationLogExportCall);
  return (
    <CallButton
      call={operationLogExportCall}
      icon={<ExportOutlined />}
      loading={start.isPending}
      onClick={() =>
        start.mutate(obj, {
          // The console's one export notice (spec §8): the file will be in the task centre.
          onSuccess: () => apiEnvironment.notifier.info({ title: t('system:taskCentre.exportStarted') }),
        })
      }
    >
      {t('system:operationLog.export')}
    </CallButton>
  );
}
