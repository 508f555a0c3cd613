import { useState } from 'react';
import { Button, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  carrierAccountCardImportCall,
  carrierAccountCardSyncCall,
  simCardFilterOptionsCall,
  type CarrierAccountRow,
} from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import { buildOrgTree } from '../../../components/forms/org-tree';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { CardImportDialog } from './card-import-dialog';

/** A carrier account row's card buttons (import action): import a file of its cards, or sync them. */
export function CarrierAccountCardActions({ account }: { account: CarrierAccountRow }) {
  const { t } = useTranslation('cardFiles');
  const canImport = useCallAllowed(carrierAccountCardImportCall);
  const [importing, setImporting] = useState(false);
  const [syncing, setSyncing] = useState(false);
  if (!canImport) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setImporting(true)}>
        {t('import.open')}
      </Button>
      {account.enabled && (
        <Button type="link" size="small" onClick={() => setSyncing(true)}>
          {t('sync.open')}
        </Button>
      )}
      <CardImportDialog open={importing} onClose={() => setImporting(false)} account={account} />
      {syncing && <CardSyncDialog account={account} onClose={() => setSyncing(false)} />}
    </>
  );
}

/** Reads the account's cards from the carrier as a task; new cards may go to an org. */
function CardSyncDialog({ account, onClose }: { account: CarrierAccountRow; onClose: () => void }) {
  const { t } = useTranslation('cardFiles');
  const canListOrgs = useCallAllowed(simCardFilterOptionsCall);
  const orgs = useCallQuery(simCardFilterOptionsCall, {}, { enabled: canListOrgs, staleTime: 60_000 });
  return (
    <FormDialog<typeof carrierAccountCardSyncCall, { orgId?: number }, never>
      open
      name="cardSync"
      title={t('sync.title')}
      okText={t('sync.submit')}
      call={carrierAccountCardSyncCall}
      toObj={(values) => ({ id: account.id, ...(values.orgId === undefined ? {} : { orgId: values.orgId }) })}
      successText={(row) => `${t('sync.started', { taskId: row.taskId })} ${t('sync.startedHint')}`}
      onClose={onClose}
    >
      <Typography.Paragraph>{t('sync.description', { name: account.name })}</Typography.Paragraph>
      {canListOrgs && (
        <CallField name="orgId" label={t('sync.org')} extra={t('sync.orgHelp')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            treeData={buildOrgTree(orgs.data?.rows[0]?.orgs ?? [])}
          />
        </CallField>
      )}
    </FormDialog>
  );
}
