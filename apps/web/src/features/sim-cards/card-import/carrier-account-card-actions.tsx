import { useState } from 'react';
import { Button, Form, Modal, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  carrierAccountCardImportCall,
  carrierAccountCardSyncCall,
  simCardFilterOptionsCall,
  type CarrierAccountRow,
} from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
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

function CardSyncDialog({ account, onClose }: { account: CarrierAccountRow; onClose: () => void }) {
  const { t } = useTranslation('cardFiles');
  const [orgId, setOrgId] = useState<number>();
  const canListOrgs = useCallAllowed(simCardFilterOptionsCall);
  const orgs = useCallQuery(simCardFilterOptionsCall, {}, { enabled: canListOrgs, staleTime: 60_000 });
  const sync = useCallMutation(carrierAccountCardSyncCall, {
    successText: (row) => `${t('sync.started', { taskId: row.taskId })} ${t('sync.startedHint')}`,
  });
  return (
    <Modal
      open
      title={t('sync.title')}
      okText={t('sync.submit')}
      okButtonProps={{ loading: sync.isPending }}
      onOk={() =>
        sync.mutate({ id: account.id, ...(orgId === undefined ? {} : { orgId }) }, { onSuccess: onClose })
      }
      onCancel={onClose}
    >
      <Typography.Paragraph>{t('sync.description', { name: account.name })}</Typography.Paragraph>
      {canListOrgs && (
        <Form layout="vertical">
          <Form.Item label={t('sync.org')} extra={t('sync.orgHelp')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              value={orgId}
              onChange={(value: number | undefined) => setOrgId(value)}
              treeData={buildOrgTree(orgs.data?.rows[0]?.orgs ?? [])}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
