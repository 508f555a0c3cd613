import { Alert, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { maximumSyncCards, syncScopes, syncStartCall } from '@simdesk/contract/modules/real-name';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import type { OpenedByButton } from '../../../components/permission/dialog-call-button';
import { CardNumbersField } from '../../../features/real-name/card-numbers-field';
import { refusedInDialog } from '../../../features/real-name/refused-in-dialog';
import { syncDetailPath } from '../../../features/real-name/sync-standing';
import { toSyncStartObj, type SyncStartValues } from './sync-values';

/** Which cards to check (named ones, or every card of the caller's scope); the run's page follows it. */
function SyncStartFields() {
  const { t } = useTranslation();
  const scope = Form.useWatch<SyncStartValues['scope'] | undefined>('scope');
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('realNameSync:start.applyNote')} />
      <Form.Item name="scope" label={t('realNameSync:start.scope')} initialValue="cards">
        <Radio.Group>
          {syncScopes
            .filter((choice) => choice !== 'filter')
            .map((choice) => (
              <Radio key={choice} value={choice}>
                {t(`realNameSync:scope.${choice}`)}
              </Radio>
            ))}
        </Radio.Group>
      </Form.Item>
      {scope === 'all' ? (
        <Alert type="warning" showIcon title={t('realNameSync:start.allHint')} />
      ) : (
        <CardNumbersField call={syncStartCall} maximum={maximumSyncCards} />
      )}
    </>
  );
}

export function SyncStartDialog({ open, onClose }: OpenedByButton) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FormDialog<typeof syncStartCall, SyncStartValues, never>
      open={open}
      name="realNameSync"
      title={t('realNameSync:start.title')}
      call={syncStartCall}
      width={640}
      okText={t('realNameSync:start.confirm')}
      toObj={toSyncStartObj}
      inlineStatuses={refusedInDialog}
      successText={(started) => t('realNameSync:start.started', { id: started.syncId })}
      onSaved={(started) => void navigate(syncDetailPath(started.syncId))}
      onClose={onClose}
    >
      <SyncStartFields />
    </FormDialog>
  );
}
