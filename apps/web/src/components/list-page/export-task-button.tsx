import type { ReactNode } from 'react';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CallDefinition, CallObj } from '@simdesk/contract';
import { apiEnvironment } from '../../api/api-environment';
import { useCallMutation } from '../../api/use-call-mutation';
import { CallButton } from '../permission/call-button';

/**
 * Starts a background export through an export call (answers the task) with the applied filters; the file
 * arrives in the task centre, as the console's one export notice says (spec §8).
 */
export function ExportTaskButton<Call extends CallDefinition>({
  call,
  obj,
  children,
}: {
  call: Call;
  obj: CallObj<Call>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const start = useCallMutation(call);
  return (
    <CallButton
      call={call}
      icon={<ExportOutlined />}
      loading={start.isPending}
      onClick={() =>
        start.mutate(obj, {
          onSuccess: () => apiEnvironment.notifier.info({ title: t('system:taskCentre.exportStarted') }),
        })
      }
    >
      {children}
    </CallButton>
  );
}
