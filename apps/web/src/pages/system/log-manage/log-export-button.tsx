import { useState } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { operationLogExportCall, type CallObj } from '@simdesk/contract';
import { apiEnvironment } from '../../../api/api-environment';
import { callApiForRow } from '../../../api/call-api';
import { PermissionButton } from '../../../components/permission/permission-button';

/** Starts a background export of the rows the applied filters select; the file arrives in the task centre. */
export function LogExportButton({ obj }: { obj: CallObj<typeof operationLogExportCall> }) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const start = () => {
    setStarting(true);
    callApiForRow(operationLogExportCall, obj)
      .then(() => apiEnvironment.notifier.info({ title: t('system:taskCentre.exportStarted') }))
      // Failures were already reported by the request client.
      .catch(() => undefined)
      .finally(() => setStarting(false));
  };
  return (
    <PermissionButton
      pageCode="sysManagement-logManage"
      action="export"
      icon={<ExportOutlined />}
      loading={starting}
      onClick={start}
    >
      {t('system:operationLog.export')}
    </PermissionButton>
  );
}
