import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CallObj } from '@simdesk/contract';
import { separationExportCall } from '@simdesk/contract/modules/security';
import { apiEnvironment } from '../../../api/api-environment';
import { useCallMutation } from '../../../api/use-call-mutation';
import { CallButton } from '../../../components/permission/call-button';

/** Starts a background export of the separations the applied filters select; the file is in the task centre. */
export function SeparationExportButton({ obj }: { obj: CallObj<typeof separationExportCall> }) {
  const { t } = useTranslation();
  const start = useCallMutation(separationExportCall);
  return (
    <CallButton
      call={separationExportCall}
      icon={<ExportOutlined />}
      loading={start.isPending}
      onClick={() =>
        start.mutate(obj, {
          onSuccess: () => apiEnvironment.notifier.info({ title: t('system:taskCentre.exportStarted') }),
        })
      }
    >
      {t('security:separation.export')}
    </CallButton>
  );
}
